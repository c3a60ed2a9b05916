// From /admin to the pages that read what was sent, and to the setup check (docs/product.md#admin-pages).
import { Link } from '../../../ui/router.tsx';

const pages = [
  { to: '/admin/feedback', label: 'Feedback' },
  { to: '/admin/notes', label: 'Notes' },
  { to: '/admin/reports', label: 'Daily reports' },
  { to: '/admin/tasks', label: 'Director tasks' },
  { to: '/admin/headcounts', label: 'Headcounts' },
  { to: '/admin/texts', label: 'Texts' },
  { to: '/admin/replies', label: 'Replies' },
];

export function AdminPagesNav() {
  return (
    <nav aria-label="What was sent">
      <h2 className="admin-heading">What was sent</h2>
      <ul className="admin-pages">
        {pages.map(({ to, label }) => (
          <li key={to}>
            <Link className="button button-secondary" to={to}>
              {label}
            </Link>
          </li>
        ))}
        {/* In the same row of buttons: /admin stays within two phone screens (e2e/tests/admin.spec.ts). */}
        <li>
          <Link className="button button-secondary" to="/admin/setup">
            Setup check
          </Link>
        </li>
      </ul>
    </nav>
  );
}
