// The time now, for words like "yesterday at 7:41 PM", renewed each minute so they stay true.
import { useEffect, useState } from 'react';
import { campDate } from '@pals/core/dates/time';

export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Today at camp (YYYY-MM-DD, US Eastern, whatever the phone's zone), renewed with the time. */
export function useToday(): string {
  return campDate(useNow());
}
