// Which day a screen is about, under its title: "Day 2 · Tue, Nov 17" (the date once it is known).
import { dayName } from '@pals/core/reportDays';
import { weekdayDate } from '@pals/core/time';

export function DayLine({ day, date, withName = true }: { day: number; date: string | undefined; withName?: boolean }) {
  const words = [withName ? dayName(day) : null, date ? weekdayDate(date) : null].filter(Boolean).join(' · ');
  return words ? <p className="lead-text">{words}</p> : null;
}
