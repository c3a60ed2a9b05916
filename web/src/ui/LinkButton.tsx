// A link that looks like one of the app's big buttons: a router link inside the app, a new tab for a
// web address outside it, and the phone's own app for sms:, tel: and mailto:. The accessible name
// stays exactly the label; "opens in a new tab" is a description.
import { useId, type ReactNode } from 'react';
import { Link } from './router.tsx';

type Look = 'primary' | 'secondary' | 'menu' | 'tile';

type Target = { to: string; href?: never } | { href: string; to?: never };

/** `id`: the element's id, for what points at it (Listen lights up the button whose words it reads). */
type LinkButtonProps = Target & { look?: Look; id?: string; children: ReactNode };

export function LinkButton({ look = 'secondary', id, children, ...target }: LinkButtonProps) {
  const descriptionId = useId();
  const className = `button button-${look}`;
  if (target.to !== undefined) {
    return (
      <Link id={id} className={className} to={target.to}>
        {children}
      </Link>
    );
  }
  if (!/^https?:/i.test(target.href)) {
    // sms:, tel: and mailto: hand over to the phone's own app; there is no page to open a tab for.
    return (
      <a id={id} className={className} href={target.href}>
        {children}
      </a>
    );
  }
  return (
    <>
      <a
        id={id}
        className={`${className} button-external`}
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={descriptionId}
      >
        {children}
      </a>
      {/* hidden, yet still read as the link's description; the ↗ icon is drawn by CSS */}
      <span id={descriptionId} hidden>
        opens in a new tab
      </span>
    </>
  );
}
