// For a button that gives way to a spinner while its call runs: when the button comes back, so
// does the focus it had, unless the person has moved on meanwhile, so a keyboard user goes on from
// where they were instead of from the page's start.
import { useCallback, useEffect, useRef } from 'react';

/** Put `buttonRef` on the button and let `press` run its action. */
export function useFocusBack(pending: boolean, action: () => void) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (pending || !hadFocus.current) return;
    hadFocus.current = false;
    if (document.activeElement === null || document.activeElement === document.body) buttonRef.current?.focus();
  }, [pending]);
  const press = useCallback(() => {
    hadFocus.current = document.activeElement === buttonRef.current;
    action();
  }, [action]);
  return { buttonRef, press };
}
