// Around every screen: the guards, the layout.
import type { ReactNode } from 'react';
import { Layout } from './Layout.tsx';
import { RouteGuard } from './RouteGuard.tsx';

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <RouteGuard>
      <Layout>{children}</Layout>
    </RouteGuard>
  );
}
