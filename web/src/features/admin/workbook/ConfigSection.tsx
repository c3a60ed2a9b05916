// One section of the configuration viewer (docs/product.md#screen-admin): its name the heading, its label/value
// pairs a description list. Values are text, links or phones, never split mid-word.
import { useId, type ReactNode } from 'react';

export interface ConfigPair {
  label: string;
  value: ReactNode;
}

export function ConfigSection({ name, pairs, children }: { name: string; pairs: ConfigPair[]; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section className="card config-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-heading">
        {name}
      </h2>
      {pairs.length === 0 ? <p className="admin-muted">Nothing set.</p> : <ConfigPairs pairs={pairs} />}
      {children}
    </section>
  );
}

/** Label/value pairs, an empty value as '—'. */
export function ConfigPairs({ pairs }: { pairs: ConfigPair[] }) {
  return (
    <dl className="config-pairs">
      {pairs.map(({ label, value }) => (
        <div key={label} className="config-pair">
          <dt>{label}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A link that can be tapped: its words are the address without https://, whole (an admin checks
 * which page it is), broken after a slash when it needs more than one line. */
export function ConfigLink({ url }: { url: string }) {
  const words = url
    .replace(/^https?:\/\//i, '')
    .replace(/^(sms|tel|mailto):/i, '')
    .replace(/\/$/, '');
  const parts = words.split(/(?<=\/)/);
  return (
    <a className="config-link" href={url} target="_blank" rel="noreferrer" title={url}>
      {parts.map((part, index) => (
        <span key={index} className="config-link-part">
          {part}
        </span>
      ))}
    </a>
  );
}
