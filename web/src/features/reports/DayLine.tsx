// Which day a screen is about, under its title: "Day 2 · Tue, Nov 17" (the date once it is known),
// each part kept on one line ("Tue, Nov 17" never breaks before its 17).
import { dayName } from '@pals/core/reports/days';
import { weekdayDate } from '@pals/core/dates/time';
import { Fragment } from 'react';

export function DayLine({ day, date, withName = true }: { day: number; date: string | undefined; withName?: boolean }) {
  const parts = [withName ? dayName(day) : null, date ? weekdayDate(date) : null].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return (
    <p className="lead-text">
      {parts.map((part, at) => (
        <Fragment key={part}>
          {at > 0 && ' · '}
          <span className="no-wrap">{part}</span>
        </Fragment>
      ))}
    </p>
  );
}
