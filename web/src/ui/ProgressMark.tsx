// A day's, section's, bucket's or task's mark: ✓ when done, … when partly done. The symbol is for
// the eye; the words are for a screen reader, or written beside the symbol (`shown`) where the mark
// is a status to read ("… 2 of 4 sent"), so the ellipsis never reads as a "more" button.
export function ProgressMark({ done, words, shown = false }: { done: boolean; words: string; shown?: boolean }) {
  return (
    <span className={`progress-mark${done ? ' progress-mark-done' : ''}${shown ? ' progress-mark-shown' : ''}`}>
      <span aria-hidden="true">{done ? '✓' : '…'}</span>
      <span className={shown ? undefined : 'visually-hidden'}>{words}</span>
    </span>
  );
}
