// The reports grid's sideways scroll, saying so: while days are out of sight to the right, the box's
// right edge fades and a "More days →" tag sits at its foot (over the grid, not under it, so nothing
// moves when it comes or goes). A screen reader reads the table cell by cell and needs no tag.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { afterPaint } from '../../../ui/afterPaint.ts';

export function GridScroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const check = () => setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
    // The first check is the observer's first call, once the grid is laid out: read at once, the
    // width made the browser lay out the whole grid inside React's task (afterPaint.ts).
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(check) : null;
    const stopFirst = resized ? () => undefined : afterPaint(check);
    resized?.observe(element);
    element.addEventListener('scroll', check, { passive: true });
    return () => {
      stopFirst();
      resized?.disconnect();
      element.removeEventListener('scroll', check);
    };
  }, []);
  return (
    <div className="grid-frame" data-more={more ? 'right' : undefined}>
      <div ref={box} className="grid-scroll" role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
      {more && (
        <span className="tag grid-more" aria-hidden="true">
          More days →
        </span>
      )}
    </div>
  );
}
