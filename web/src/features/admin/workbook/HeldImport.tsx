// A sheet update the mass-change guard held (docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md): why, what would change tab by tab, who would
// lose access, and "Import anyway" for an Administrator who has checked the sheet.
import { api } from '@pals/core/api';
import type { SyncStatus } from '@pals/core/admin/calls';
import { useApiMutation } from '../../../data/useApiMutation.ts';
import { Button } from '../../../ui/Button.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';

type Held = NonNullable<NonNullable<SyncStatus['lastRun']>['held']>;

export function HeldImport({ held }: { held: Held }) {
  const importAnyway = useApiMutation(api.adminImportAnyway);
  return (
    <div className="notice notice-failure sync-failed" role="alert">
      <div className="sync-failed-text">
        <p>The last sheet update was held: it would change too much at once, so the app keeps the data from before.</p>
        <ul className="sync-errors">
          {held.reasons.map((reason) => (
            <li key={reason}>It was held because {reason}.</li>
          ))}
        </ul>
        <table className="held-tabs">
          <caption>What would change</caption>
          <thead>
            <tr>
              <th scope="col">Tab</th>
              <th scope="col">Rows now</th>
              <th scope="col">Rows after</th>
            </tr>
          </thead>
          <tbody>
            {held.tabs.map(({ tab, before, after }) => (
              <tr key={tab}>
                <th scope="row">{tab}</th>
                <td>{before}</td>
                <td>{after}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {held.losingAccess.length > 0 && (
          <>
            <p>Who would lose access:</p>
            <ul className="sync-errors">
              {held.losingAccess.map((person) => (
                <li key={person.email}>
                  {person.name} ({person.email}), {person.role}: {person.after ? `would become ${person.after}` : 'could no longer sign in'}
                </li>
              ))}
            </ul>
          </>
        )}
        <p>Check the sheet. If it is right, press Import anyway; if not, fix it and press Backend Refresh.</p>
        {importAnyway.isPending ? (
          <Spinner label="Importing..." />
        ) : (
          <Button look="primary" onClick={() => importAnyway.send({})}>
            Import anyway
          </Button>
        )}
        {importAnyway.isError && <Notice tone="failure">{`Import anyway failed. ${importAnyway.error.message}`}</Notice>}
      </div>
    </div>
  );
}
