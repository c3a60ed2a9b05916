// An address that is no screen of docs/product.md#screen-not-found. The title sits above the card, as on every other screen.
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';

export function NotFoundScreen() {
  return (
    <div className="not-found">
      <ScreenTitle>Page not found</ScreenTitle>
      <p className="card">There is no screen at this address. The Home button below takes you back.</p>
    </div>
  );
}
