// The roster's shape while it loads: a screen's height of grey rows, so the footer is below the fold
// before the people arrive and nothing jumps when they do (docs/decisions/020-design-pass.md: layout shift at most 0.02).
import { Loading } from '../../ui/Spinner.tsx';

export function RosterSkeleton() {
  return (
    <div className="roster-skeleton">
      <Loading />
      <div className="skeleton-block" aria-hidden="true" />
    </div>
  );
}
