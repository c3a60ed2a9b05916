// The root route: the session (it needs the router to send people to /), the guards, the layout.
import { Layout } from './Layout.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { SessionProvider } from '../session/session.tsx';

export function AppShell() {
  return (
    <SessionProvider>
      <RouteGuard>
        <Layout />
      </RouteGuard>
    </SessionProvider>
  );
}
