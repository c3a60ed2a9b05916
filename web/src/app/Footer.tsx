// docs/product.md#footer: a Home link on every page but / and /logout; Logout for anyone signed in; a
// Google user's full name and staff role (a Director is shown as Lead).
import { displayedRole } from '@pals/core/roles';
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
        {user && <LogoutButton />}
      </div>
    </footer>
  );
}
