// The root route: the guards, the layout.
import { Layout } from './Layout.tsx';
import { RouteGuard } from './RouteGuard.tsx';

export function AppShell() {
  return (
    <RouteGuard>
      <Layout />
    </RouteGuard>
  );
}
