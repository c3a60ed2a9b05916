// A row of letters that jump to their group of the picker: the heading scrolls to the top and takes
// focus, so a screen reader goes on from there too.
import { groupLabel } from './groupLabels.ts';

export function LetterJump({ letters, headingId }: { letters: readonly string[]; headingId: (letter: string) => string }) {
  const jump = (letter: string) => {
    const heading = document.getElementById(headingId(letter));
    if (!heading) return;
    // jsdom has no scrolling; browsers all do.
    if (typeof heading.scrollIntoView === 'function') heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  };
  return (
    <nav className="letter-jump" aria-label="Jump to a letter">
      {letters.map((letter) => {
        const label = groupLabel(letter);
        return (
          <button
            key={letter}
            type="button"
            className={`letter-jump-button${label.short.length > 1 ? ' letter-jump-word' : ''}`}
            aria-label={label.name}
            onClick={() => jump(letter)}
          >
            {label.short}
          </button>
        );
      })}
    </nav>
  );
}
