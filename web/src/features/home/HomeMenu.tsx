// The home buttons, in core's order. Links inside the app stay in it; outside links open a new tab.
// Participants get big picture tiles (an icon plus the words); staff get rows with a small icon,
// under headings (docs/decisions/020-design-pass-issue-13.md).
import { staffMenuGroups, type MenuItem } from '@pals/core/menu';
import { useId } from 'react';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { menuIcons } from './menuIcons.ts';
import './home.css';

export function HomeMenu({ items, participant }: { items: MenuItem[]; participant: boolean }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Main menu">
      {participant ? (
        <MenuList items={items} look="tile" />
      ) : (
        staffMenuGroups(items).map((group) => <MenuSection key={group.title} title={group.title} items={group.items} />)
      )}
    </nav>
  );
}

function MenuSection({ title, items }: { title: string; items: MenuItem[] }) {
  const headingId = useId();
  return (
    <section className="menu-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="menu-heading">
        {title}
      </h2>
      <MenuList items={items} look="menu" />
    </section>
  );
}

function MenuList({ items, look }: { items: MenuItem[]; look: 'menu' | 'tile' }) {
  return (
    <ul className={look === 'tile' ? 'menu-tiles' : 'menu'}>
      {items.map((item) => {
        const Icon = menuIcons[item.label];
        const content = (
          <>
            {Icon && (
              <span className="menu-icon" aria-hidden="true">
                <Icon focusable="false" />
              </span>
            )}
            <span className="menu-label">{item.label}</span>
          </>
        );
        return (
          <li key={item.label}>
            {'to' in item ? (
              <LinkButton look={look} to={item.to}>
                {content}
              </LinkButton>
            ) : (
              <LinkButton look={look} href={item.href}>
                {content}
              </LinkButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}
