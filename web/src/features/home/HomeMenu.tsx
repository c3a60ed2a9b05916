// The home buttons, in core's order. Links inside the app stay in it; outside links open a new tab.
// Participants get big picture tiles (an icon plus the words); staff get the app's screens as rows
// with a small icon, and the outside forms and links under a heading of their own, smaller, each
// marked ↗ (docs/decisions/047-staff-home-today-first.md).
import { outsideLinksTitle, staffMenuGroups, standsOut, type MenuItem } from '@pals/core/home/menu';
import { useId } from 'react';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { menuIcons } from './menuIcons.ts';
import './home.css';

export function HomeMenu({ items, participant }: { items: MenuItem[]; participant: boolean }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Main menu">
      {participant ? (
        <MenuList items={items} look="tile" itemId={tileId} />
      ) : (
        staffMenuGroups(items).map((group) => (
          <MenuSection key={group.title} title={group.title} items={group.items} outside={group.title === outsideLinksTitle} />
        ))
      )}
    </nav>
  );
}

function MenuSection({ title, items, outside }: { title: string; items: MenuItem[]; outside: boolean }) {
  const headingId = useId();
  return (
    <section className={`menu-section${outside ? ' menu-section-outside' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="menu-heading">
        {title}
      </h2>
      {outside && <p className="menu-note">Each opens in a new tab.</p>}
      <MenuList items={items} look="menu" />
    </section>
  );
}

/** The line on a participant tile that opens outside the app, also read by Listen. */
export const leavesTheApp = 'Opens outside the app';

/** A participant tile's element id, lit up while the Listen button reads its words. */
export const tileId = (index: number) => `home-tile-${index + 1}`;

function MenuList({ items, look, itemId }: { items: MenuItem[]; look: 'menu' | 'tile'; itemId?: (index: number) => string }) {
  return (
    <ul className={look === 'tile' ? 'menu-tiles' : 'menu'}>
      {items.map((item, index) => {
        const Icon = menuIcons[item.label];
        const content = (
          <>
            {Icon && (
              <span className="menu-icon" aria-hidden="true">
                <Icon focusable="false" />
              </span>
            )}
            <span className="menu-label">{item.label}</span>
            {/* Said in words on a participant's tile, not by the ↗ alone; the link's description already says it to a screen reader. */}
            {look === 'tile' && 'href' in item && (
              <span className="menu-leaves" aria-hidden="true">
                {leavesTheApp}
              </span>
            )}
          </>
        );
        return (
          <li
            key={item.label}
            id={itemId?.(index)}
            className={look === 'menu' && standsOut.has(item.label) ? 'menu-item-stands-out' : undefined}
          >
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
