// /admin/notes: every participant note, newest first, by program, with its CSV.
import { api } from '@pals/core/api';
import { AdminPage } from '../shared/AdminPage.tsx';
import { loadedEmpty } from '../shared/CsvLink.tsx';
import { InboxFilters } from '../shared/InboxFilters.tsx';
import { PagedList } from '../shared/PagedList.tsx';
import { SentLine } from '../shared/SentLine.tsx';
import { useAdminFilters } from '../shared/useAdminFilters.ts';
import { useNotesInbox } from '../shared/useInbox.ts';

export function NotesInboxScreen() {
  const { filters, change } = useAdminFilters();
  const notes = useNotesInbox(filters);
  return (
    <AdminPage title="Notes">
      <InboxFilters
        program={filters.program}
        all={false}
        onProgram={({ program }) => change({ program })}
        csvPath={api.adminNotesCsv.path}
        csvQuery={{ program: filters.program }}
        empty={loadedEmpty(notes, notes.data?.total)}
      />
      <PagedList label="Notes" query={notes} noun={['note', 'notes']} empty="No notes yet." onPage={(page) => change({ page })}>
        {(row) => (
          <li className="card inbox-item">
            <SentLine time={row.time}> · {row.program}</SentLine>
            <p className="inbox-about">About {row.participant}</p>
            <p className="inbox-message">{row.message}</p>
            <p className="inbox-from">
              By {row.authorName ?? row.author}
              {row.authorName && <span className="admin-muted"> ({row.author})</span>}
            </p>
          </li>
        )}
      </PagedList>
    </AdminPage>
  );
}
