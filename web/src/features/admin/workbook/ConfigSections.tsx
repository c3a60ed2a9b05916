// The configuration (docs/product.md#screen-admin, docs/product.md#admin-config; docs/product.md#admin-config): the settings
// and links of the settings tab under readable labels, each program, the feedback export and the
// server. Links can be tapped, phones call, dates read MM/DD/YYYY and times MM/DD/YYYY h:mm:ss a.
import { settingLabel } from '@pals/core/settingLabels';
import { formatIsoDate, formatLocalTime } from '@pals/core/time';
import { PhoneLink } from '../../../ui/PhoneLink.tsx';
import { ConfigLink, ConfigSection } from './ConfigSection.tsx';
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
      <ConfigSection name="Links" pairs={links.map((l) => ({ label: settingLabel(l.key), value: <ConfigLink url={l.url} /> }))} />
      {programs.map((p) => (
        <ConfigSection
          key={p.name}
          name={`Program: ${p.name}`}
          pairs={[
            { label: 'Start date', value: formatIsoDate(p.startDate) },
            { label: 'End date', value: formatIsoDate(p.endDate) },
            { label: 'Schedule', value: p.scheduleLink && <ConfigLink url={p.scheduleLink} /> },
            { label: 'Photo upload', value: p.photoUploadLink && <ConfigLink url={p.photoUploadLink} /> },
            { label: 'Admin name', value: p.adminName },
            { label: 'Admin phone', value: p.adminPhone && <PhoneLink phone={p.adminPhone} /> },
            { label: 'Camp password', value: p.campPasswordSet ? (p.campPasswordGuessable ? 'Set, easy to guess' : 'Set') : 'Not set' },
          ]}
        />
      ))}
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
          { label: 'Database', value: server.database },
          { label: 'SMS provider', value: server.smsProvider },
          { label: 'Demo mode', value: server.demo ? 'Yes' : 'No' },
          { label: 'Started at', value: formatLocalTime(server.startedAt) },
        ]}
      />
    </div>
  );
}
