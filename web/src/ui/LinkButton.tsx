// A link that looks like one of the app's big buttons: a router link inside the app, or a new tab
// outside it. The accessible name stays exactly the label; "opens in a new tab" is a description.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

type Look = 'primary' | 'secondary' | 'menu';

type Target = { to: string; href?: never } | { href: string; to?: never };

type LinkButtonProps = Target & { look?: Look; children: ReactNode };

export function LinkButton({ look = 'secondary', children, ...target }: LinkButtonProps) {
  const descriptionId = useId();
  const className = `button button-${look}`;
  if (target.to !== undefined) {
    return (
      <Link className={className} to={target.to}>
        {children}
      </Link>
    );
  }
  return (
    <>
      <a className={`${className} button-external`} href={target.href} target="_blank" rel="noopener noreferrer" aria-describedby={descriptionId}>
        {children}
      </a>
      {/* hidden, yet still read as the link's description; the ↗ icon is drawn by CSS */}
      <span id={descriptionId} hidden>
        opens in a new tab
      </span>
    </>
  );
}
