// The configuration (docs/product.md#screen-admin, docs/product.md#admin-config; docs/product.md#admin-config): the settings
// and links of the settings tab under readable labels, each program, the feedback export and the
// server. Links are listed by their names and can be tapped, phones call, dates read MM/DD/YYYY and
// times 'Nov 26, 12:59 AM' (docs/decisions/046-admin-today-summary.md).
import { settingLabel } from '@pals/core/admin/settingLabels';
import { ConfigSection } from './ConfigSection.tsx';
import { ConfigPrograms } from './ConfigPrograms.tsx';
import { LinksSection } from './LinksSection.tsx';
import { WholeTime } from '../shared/WholeTime.tsx';
import type { AdminConfig } from '../shared/useAdminConfig.ts';

const feedbackExportWords: Record<AdminConfig['feedbackExport']['state'], string> = {
  on: 'On',
  'no feedback sheet': 'Off: the settings tab has no Google Sheet link as feedback_sheet_link',
  'no service account': 'Off: no service account is set up',
};

export function ConfigSections({ config }: { config: AdminConfig }) {
  const { settings, links, programs, feedbackExport, server } = config;
  return (
    <div className="config-groups">
      <ConfigSection name="Settings" pairs={settings.map((s) => ({ label: settingLabel(s.key), value: s.value || null }))} />
      <LinksSection links={links} />
      <ConfigPrograms programs={programs} />
      <ConfigSection
        name="Feedback export"
        pairs={[
          { label: 'To the Feedback Sheet', value: feedbackExportWords[feedbackExport.state] },
          { label: 'Waiting to be sent', value: String(feedbackExport.waiting) },
          { label: 'Last error', value: feedbackExport.lastError },
        ]}
      />
      <ConfigSection
        name="Server"
        pairs={[
          { label: 'Version', value: server.version },
          { label: 'Where the app keeps its data', value: databaseWords[server.database] ?? server.database },
          { label: 'Texts', value: textWords[server.smsProvider] ?? server.smsProvider },
          { label: 'Demo mode', value: server.demo ? 'Yes' : 'No' },
          { label: 'Started at', value: <WholeTime at={server.startedAt} /> },
        ]}
      />
    </div>
  );
}

/** The server's database, in words beside its name. */
const databaseWords: Record<string, string> = {
  SQLite: 'SQLite (a file on this server)',
  PostgreSQL: 'PostgreSQL (a database server)',
};

/** How texts go, in words: the log provider sends nothing. */
const textWords: Record<string, string> = {
  twilio: 'Sent by Twilio',
  log: 'Not sent: written to the server’s log (demo and tests)',
};
