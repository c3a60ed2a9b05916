// The screens of later issues, so their routes, guards and menu links already work.
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';

export function ComingSoonScreen({ title }: { title: string }) {
  return (
    <div className="card coming-soon">
      <ScreenTitle>{title}</ScreenTitle>
      <p>This screen is coming soon.</p>
    </div>
  );
}
