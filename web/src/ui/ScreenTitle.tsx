// The one <h1> of a screen, which also names the browser tab (WCAG "page titled"). It can take focus,
// so a screen reader lands on it after a screen change; `focusOnShow` moves focus to it when it
// replaces other content on the same address.
import { useEffect, useRef, type ReactNode } from 'react';

export function ScreenTitle({ children, focusOnShow = false, id }: { children: ReactNode; focusOnShow?: boolean; id?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
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
