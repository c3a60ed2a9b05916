// docs/product.md#footer: a Home link on every page but / and /logout; Logout for staff; a Google
// user's full name and staff role (a Director is shown as Lead). A participant's Logout is on home
// only, and asks first: a slip on a sub-page never costs them the camp password
// (docs/decisions/041-a-participant-logs-out-from-home-and-is-asked-first.md).
import { displayedRole } from '@pals/core/people/roles';
import { LinkButton } from '../ui/LinkButton.tsx';
import { LogoutButton } from '../session/LogoutButton.tsx';
import { useSession } from '../session/session.tsx';

export function Footer() {
  const { user } = useSession();
  const staff = user && 'googleUser' in user ? user.googleUser : null;
  return (
    <footer className="site-footer">
      {staff && (
        <p className="footer-person">
          <span className="footer-name">{staff.fullname}</span>
          <span className="footer-role">{displayedRole(staff.staffrole)}</span>
        </p>
      )}
      <div className="footer-actions">
        <LinkButton to="/">Home</LinkButton>
        {staff && <LogoutButton />}
      </div>
    </footer>
  );
}
