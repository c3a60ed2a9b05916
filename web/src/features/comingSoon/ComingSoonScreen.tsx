// The screens of later issues, so their routes, guards and menu links already work. The title sits
// above the card, as on every other screen.
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';

export function ComingSoonScreen({ title }: { title: string }) {
  return (
    <div className="coming-soon">
      <ScreenTitle>{title}</ScreenTitle>
      <p className="card">This screen is coming soon.</p>
    </div>
  );
}
