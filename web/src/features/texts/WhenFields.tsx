// A date and a time in the program's time zone (docs/product.md#scheduled-texts), with what is wrong
// with them said under them: "Send later" and changing a scheduled text both use it.
import { useId } from 'react';

interface WhenFieldsProps {
  date: string;
  time: string;
  /** What is wrong, in words; empty when nothing is. */
  problem: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}

export function WhenFields({ date, time, problem, onDate, onTime }: WhenFieldsProps) {
  const dateId = useId();
  const timeId = useId();
  const problemId = useId();
  return (
    <div className="text-when">
      <p className="text-hint">In the program’s time: Eastern Time (ET). From 1 minute to 30 days ahead.</p>
      <label className="field-label" htmlFor={dateId}>
        Date
      </label>
      <input
        id={dateId}
        className="text-input"
        type="date"
        value={date}
        aria-describedby={problemId}
        onChange={(event) => onDate(event.target.value)}
      />
      <label className="field-label" htmlFor={timeId}>
        Time (ET)
      </label>
      <input
        id={timeId}
        className="text-input"
        type="time"
        value={time}
        aria-describedby={problemId}
        onChange={(event) => onTime(event.target.value)}
      />
      <p id={problemId} className="text-number-check" aria-live="polite">
        {problem}
      </p>
    </div>
  );
}
