// The app's button: big enough for a thumb outdoors, with a look for the main action and the rest.
// `busy` is for a button whose press is being worked on: it is announced as unavailable and ignores
// presses, yet keeps focus, where `disabled` would drop a keyboard user's focus to the page's start.
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

type Look = 'primary' | 'secondary' | 'quiet';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  look?: Look;
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const ignore = (event: MouseEvent) => event.preventDefault();

export function Button({ look = 'primary', className, type = 'button', busy = false, onClick, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={`button button-${look}${className ? ` ${className}` : ''}`}
      aria-disabled={busy || undefined}
      onClick={busy ? ignore : onClick}
      {...rest}
    />
  );
}
