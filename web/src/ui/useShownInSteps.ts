// A long list drawn a screenful first, then the rest in steps, each a React transition of its own:
// the main thread is free between steps, so the page can paint and answer a tap meanwhile (docs/performance.md "The server: what changed, and the profile behind each change":
// a 600-person roster drawn at once blocked a mid-range phone for more than a second).
import { startTransition, useEffect, useState } from 'react';

/** How many of `total` items to draw now: `first` at once, then `step` more after each paint. */
export function useShownInSteps(total: number, first = 40, step = 80): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
