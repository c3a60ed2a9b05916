// SPEC §2 Admin (/admin): a failed sync first, with its errors; Backend Refresh; the pages that read
// what was sent; then the configuration's groups. A load failure shows the error text (SPEC §8).
import { BackLink } from '../../ui/BackLink.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { AdminData } from './AdminData.tsx';
import { AdminPagesNav } from './AdminPagesNav.tsx';
import { BackendRefresh } from './BackendRefresh.tsx';
import { ConfigGroups } from './ConfigGroups.tsx';
import { SyncFailedAlert } from './SyncFailedAlert.tsx';
import { syncFailure, useAdminConfig } from './useAdminConfig.ts';

export function ConfigScreen() {
  const config = useAdminConfig();
  const failure = config.data ? syncFailure(config.data) : null;
  return (
    <div className="admin">
      <BackLink to="/" name="Back to home" />
      <ScreenTitle>Admin</ScreenTitle>
      {failure && <SyncFailedAlert errors={failure} />}
      <BackendRefresh />
      <AdminPagesNav />
      <AdminData query={config}>{(groups) => <ConfigGroups groups={groups} />}</AdminData>
    </div>
  );
}
