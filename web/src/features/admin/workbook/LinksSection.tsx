// The settings tab's links (docs/product.md#admin-config), one layout for all: each by its readable
// name, the link itself, with the site it goes to in small letters under it (the whole address is
// the link's title), so an admin reads "Lead daily report" rather than an address.
import { settingLabel } from '@pals/core/admin/settingLabels';
import { useId } from 'react';
import type { AdminConfig } from '../shared/useAdminConfig.ts';

function siteOf(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return `${host.replace(/^www\./, '')}${pathname === '/' ? '' : pathname}`;
  } catch {
    return url;
  }
}

export function LinksSection({ links }: { links: AdminConfig['links'] }) {
  const headingId = useId();
  return (
    <section className="card config-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-heading">
        Links
      </h2>
      {links.length === 0 ? (
        <p className="admin-muted">Nothing set.</p>
      ) : (
        <ul className="config-links">
          {links.map(({ key, url }) => (
            <li key={key}>
              <a className="config-links-name" href={url} target="_blank" rel="noreferrer" title={url}>
                {settingLabel(key)}
              </a>
              <span className="config-links-site">{siteOf(url)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
