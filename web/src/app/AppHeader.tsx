// The design pass (docs/decisions/020-design-pass.md): a small header with the organisation's name on every screen but the login, so each
// screen says whose app this is; the name leads home.
import { Link } from '../ui/router.tsx';

export function AppHeader({ orgName }: { orgName: string }) {
  return (
    <header className="app-header">
      <Link className="app-header-name" to="/">
        <img className="app-header-logo" src="/icon.svg" alt="" width="28" height="28" />
        {orgName}
      </Link>
    </header>
  );
}
