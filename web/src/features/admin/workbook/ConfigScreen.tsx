// docs/product.md#admin-config): "Today" at a glance first (docs/decisions/046-admin-today-summary.md);
// a failed or held sheet update; Backend Refresh; the pages that read what was sent; then camp
// passwords that are easy to guess (where the data appears, so nothing above moves), the last sync
// with its problems and the configuration. A load failure shows the
// error text (docs/product.md#messages).
import { BackLink } from '../../../ui/BackLink.tsx';
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx';
import { AdminData } from '../shared/AdminData.tsx';
import { AdminPagesNav } from '../shared/AdminPagesNav.tsx';
import { BackendRefresh } from './BackendRefresh.tsx';
import { ConfigFold } from './ConfigFold.tsx';
import { ConfigSections } from './ConfigSections.tsx';
import { GuessableCampPasswords } from './GuessableCampPasswords.tsx';
import { SyncAlert, SyncStatusSection } from './SyncStatusSection.tsx';
import { TodaySummary, useAdminToday } from './TodaySummary.tsx';
import { Loading } from '../../../ui/Spinner.tsx';
import { useAdminConfig } from '../shared/useAdminConfig.ts';
import './workbook.css';

export function ConfigScreen() {
  const config = useAdminConfig();
  const today = useAdminToday();
  // The screen appears whole once the config and today's counts are in, so nothing on it moves as
  // they arrive one after the other.
  const settled = !config.isPending && !today.isPending;
  return (
    <div className="admin">
      <BackLink to="/" name="Back to home" />
      <ScreenTitle>Admin</ScreenTitle>
      {settled ? <ConfigScreenBody config={config} today={today} /> : <Loading />}
    </div>
  );
}

function ConfigScreenBody({ config, today }: { config: ReturnType<typeof useAdminConfig>; today: ReturnType<typeof useAdminToday> }) {
  return (
    <>
      {config.data && <TodaySummary sync={config.data.sync} today={today} />}
      {config.data && <SyncAlert sync={config.data.sync} />}
      <BackendRefresh />
      <AdminPagesNav />
      <AdminData query={config}>
        {(data) => (
          <>
            <GuessableCampPasswords programs={data.programs} />
            <ConfigFold problems={(data.sync.lastRun?.problems.length ?? 0) > 0}>
              <SyncStatusSection sync={data.sync} />
              <ConfigSections config={data} />
            </ConfigFold>
          </>
        )}
      </AdminData>
    </>
  );
}
