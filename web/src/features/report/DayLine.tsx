// Which day a screen is about, under its title: "Day 2 · Tue, Nov 17" (the date once it is known).
import { dayName, readableDate } from '@pals/core/reportDays';

export function DayLine({ day, date, withName = true }: { day: number; date: string | undefined; withName?: boolean }) {
  const words = [withName ? dayName(day) : null, date ? readableDate(date) : null].filter(Boolean).join(' · ');
  return words ? <p className="lead-text">{words}</p> : null;
}
