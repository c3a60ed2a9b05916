// docs/product.md#screen-headcount "Counting": the team's people, each a big row with the name and a
// tick, pressed to mark them here; the running "12 of 14 here" stays at the top as the list scrolls. With the keyboard a
// tick moves on to the next person not yet ticked, then to Finish count, so a team is counted with
// one key press each.
import { countTitle, hereLine } from '@pals/core/headcount/rules';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Button } from '../../ui/Button.tsx';

interface CountListProps {
  team: string | null;
  moment: string;
  listed: readonly string[];
  present: readonly string[];
  onTick: (name: string) => void;
  onFinish: () => void;
  onStartAgain: () => void;
  busy: boolean;
}

export function CountList({ team, moment, listed, present, onTick, onFinish, onStartAgain, busy }: CountListProps) {
  const rows = useRef<(HTMLButtonElement | null)[]>([]);
  const finish = useRef<HTMLButtonElement>(null);
  const here = new Set(present);
  // The count opens on its first person, so the first key press ticks them.
  useEffect(() => {
    rows.current[0]?.focus();
  }, []);

  const tick = (event: MouseEvent, index: number) => {
    const name = listed[index]!;
    const nowHere = !here.has(name);
    onTick(name);
    // A key press (a click with no pointer) moves on; a tap leaves the page where the thumb is.
    if (event.detail !== 0 || !nowHere) return;
    const next =
      [...listed.keys()].find((i) => i > index && !here.has(listed[i]!)) ??
      [...listed.keys()].find((i) => i < index && !here.has(listed[i]!));
    (next === undefined ? finish.current : rows.current[next])?.focus();
  };

  return (
    <section className="headcount-count" aria-labelledby="headcount-count-heading">
      <h2 id="headcount-count-heading" className="headcount-heading">
        {countTitle(team, moment)}
      </h2>
      <div className="headcount-bar">
        <p className="headcount-here" aria-live="polite">
          {hereLine(present.filter((name) => listed.includes(name)).length, listed.length)}
        </p>
      </div>
      <p className="headcount-hint">Tap each person who is here.</p>
      <ul className="headcount-people" aria-labelledby="headcount-count-heading">
        {listed.map((name, index) => (
          <li key={name}>
            <button
              ref={(element) => {
                rows.current[index] = element;
              }}
              type="button"
              className="headcount-person"
              aria-pressed={here.has(name)}
              onClick={(event) => tick(event, index)}
            >
              <span className="headcount-name">{name}</span>
              <span className="headcount-tick" aria-hidden="true">
                {here.has(name) ? '✓' : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="headcount-actions">
        <Button ref={finish} onClick={onFinish} busy={busy}>
          Finish count
        </Button>
        <Button look="quiet" onClick={onStartAgain} busy={busy}>
          Start again
        </Button>
      </div>
    </section>
  );
}
