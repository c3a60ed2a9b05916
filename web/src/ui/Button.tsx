// The app's button: big enough for a thumb outdoors, with a look for the main action and the rest.
import type { ButtonHTMLAttributes } from 'react';

type Look = 'primary' | 'secondary' | 'quiet';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  look?: Look;
}

export function Button({ look = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={`button button-${look}${className ? ` ${className}` : ''}`} {...rest} />;
}
