// The one <h1> of a screen, which also names the browser tab (WCAG "page titled"). It can take focus,
// so a screen reader lands on it after a screen change; `focusOnShow` moves focus to it when it
// replaces other content on the same address, unless the person has moved it first.
import { useEffect, useRef, type ReactNode } from 'react';
import { afterPaint } from './afterPaint.ts';

export function ScreenTitle({ children, focusOnShow = false, id }: { children: ReactNode; focusOnShow?: boolean; id?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Once the screen is painted: focus needs the layout, which is then done (afterPaint.ts). A person
  // who tapped into the screen before that (a search box, on a slow phone) keeps the focus there:
  // the title takes it only from where it was when the screen was drawn, or from nowhere.
  useEffect(() => {
    if (!focusOnShow) return undefined;
    const before = document.activeElement;
    return afterPaint(() => {
      const now = document.activeElement;
      if (now === before || now === null || now === document.body) heading.current?.focus();
    });
  }, [focusOnShow]);
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
