// A failed sync, shown first and loud, with what to fix in the sheet (issue 7: 'a failed sync is shown
// prominently with its errors, so an admin can fix the sheet').
export function SyncFailedAlert({ errors }: { errors: string[] }) {
  return (
    <div className="notice notice-failure sync-failed" role="alert">
      <div className="sync-failed-text">
        <p>The last sync of the sheet failed. The app keeps using the data from before. Fix these in the sheet, then press Backend Refresh:</p>
        {errors.length > 0 && (
          <ul className="sync-errors">
            {errors.map((error, i) => (
              <li key={i}>{error}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
