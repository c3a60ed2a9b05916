// An address that is no screen of SPEC §2.
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';

export function NotFoundScreen() {
  return (
    <div className="card">
      <ScreenTitle>Page not found</ScreenTitle>
      <p>There is no screen at this address. The Home button below takes you back.</p>
    </div>
  );
}
