// The back arrow of a screen inside a screen (docs/product.md#report-day (a back arrow leads to the parent)). It reads
// "← Back"; its accessible name says where it goes, and still starts with the word on screen.
import { Link } from './router.tsx';

export function BackLink({ to, name }: { to: string; name: string }) {
  return (
    <Link className="back-link" to={to} aria-label={name}>
      <span aria-hidden="true">←</span> Back
    </Link>
  );
}
