// The home buttons, in core's order. Links inside the app stay in it; outside links open a new tab.
import type { MenuItem } from '@pals/core/menu';
import { LinkButton } from '../../ui/LinkButton.tsx';

export function HomeMenu({ items }: { items: MenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Main menu">
      <ul className="menu">
        {items.map((item) => (
          <li key={item.label}>
            {'to' in item ? (
              <LinkButton look="menu" to={item.to}>
                {item.label}
              </LinkButton>
            ) : (
              <LinkButton look="menu" href={item.href}>
                {item.label}
              </LinkButton>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
