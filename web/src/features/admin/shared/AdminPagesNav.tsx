// From /admin to the pages that read what was sent (docs/product.md#admin-pages).
import { Link } from '../../../ui/router.tsx';

const pages = [
  { to: '/admin/feedback', label: 'Feedback' },
  { to: '/admin/notes', label: 'Notes' },
  { to: '/admin/reports', label: 'Daily reports' },
  { to: '/admin/tasks', label: 'Director tasks' },
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
      </ul>
    </nav>
  );
}
