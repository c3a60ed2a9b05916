// The configuration's groups (SPEC §2 Admin, §3 Admin config): a section per group, its name the
// heading, its key/value pairs a description list.
import { useId } from 'react';
import { configValueText } from './configValue.ts';
import type { ConfigGroups as Groups } from './useAdminConfig.ts';

export function ConfigGroups({ groups }: { groups: Groups }) {
  return (
    <div className="config-groups">
      {Object.entries(groups).map(([name, values]) => (
        <ConfigGroup key={name} name={name} values={values} />
      ))}
    </div>
  );
}

const pairClass = (key: string, value: Groups[string][string]) =>
  ['config-pair', /^error \d+$/.test(key) ? 'config-pair-error' : '', configValueText(value).length > 12 ? 'config-pair-long' : ''].filter(Boolean).join(' ');

function ConfigGroup({ name, values }: { name: string; values: Groups[string] }) {
  const headingId = useId();
  const pairs = Object.entries(values);
  return (
    <section className="card config-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-heading">
        {name}
      </h2>
      {pairs.length === 0 ? (
        <p className="admin-muted">Nothing set.</p>
      ) : (
        <dl className="config-pairs">
          {pairs.map(([key, value]) => (
            <div key={key} className={pairClass(key, value)}>
              <dt>{key}</dt>
              <dd>{configValueText(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
