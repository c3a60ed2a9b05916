// /admin/feedback: every feedback, newest first, by program, with its CSV.
import { api } from '@pals/core/api';
import { AdminPage } from '../shared/AdminPage.tsx';
import { loadedEmpty } from '../shared/CsvLink.tsx';
import { InboxFilters } from '../shared/InboxFilters.tsx';
import { PagedList } from '../shared/PagedList.tsx';
import { SentLine } from '../shared/SentLine.tsx';
import { useAdminFilters } from '../shared/useAdminFilters.ts';
import { useFeedbackInbox } from '../shared/useInbox.ts';

export function FeedbackInboxScreen() {
  const { filters, change } = useAdminFilters();
  const feedback = useFeedbackInbox(filters);
  return (
    <AdminPage title="Feedback">
      <InboxFilters
        program={filters.program}
        all={false}
        onProgram={({ program }) => change({ program })}
        csvPath={api.adminFeedbackCsv.path}
        csvQuery={{ program: filters.program }}
        empty={loadedEmpty(feedback, feedback.data?.total)}
      />
      <PagedList
        label="Feedback"
        query={feedback}
        noun={['message', 'messages']}
        empty="No feedback yet."
        onPage={(page) => change({ page })}
      >
        {(row) => (
          <li className="card inbox-item">
            <SentLine time={row.time}> · {row.program ?? 'No program'}</SentLine>
            <p className="inbox-message">{row.message}</p>
            <p className="inbox-from">
              From {row.name} <span className="admin-muted">({row.sender})</span>
            </p>
          </li>
        )}
      </PagedList>
    </AdminPage>
  );
}
