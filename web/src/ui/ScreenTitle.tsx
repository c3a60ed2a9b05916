// The one <h1> of a screen, which also names the browser tab (WCAG "page titled"). It can take focus,
// so a screen reader lands on it after a screen change; `focusOnShow` moves focus to it when it
// replaces other content on the same address.
import { useEffect, useRef, type ReactNode } from 'react';
import { afterPaint } from './afterPaint.ts';

export function ScreenTitle({ children, focusOnShow = false, id }: { children: ReactNode; focusOnShow?: boolean; id?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Once the screen is painted: focus needs the layout, which is then done (afterPaint.ts).
  useEffect(() => (focusOnShow ? afterPaint(() => heading.current?.focus()) : undefined), [focusOnShow]);
  useEffect(() => {
    const text = heading.current?.textContent;
    if (text) document.title = text;
  });
  return (
    <h1 ref={heading} id={id} className="screen-title" tabIndex={-1}>
      {children}
    </h1>
  );
}
