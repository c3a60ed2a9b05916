// The frame of every page under /admin: back to /admin, the one title, then the page.
import type { ReactNode } from 'react';
import { BackLink } from '../../../ui/BackLink.tsx';
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx';

export function AdminPage({
  title,
  back = { to: '/admin', name: 'Back to Admin' },
  wide = false,
  children,
}: {
  title: string;
  back?: { to: string; name: string };
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`admin${wide ? ' admin-wide' : ''}`}>
      <BackLink to={back.to} name={back.name} />
      <ScreenTitle>{title}</ScreenTitle>
      {children}
    </div>
  );
}
