// /admin/replies (docs/product.md#texts): texts people sent to the camp's number, newest first, with who sent
// each (matched by phone to the roster and participants), every program that number is in, and its CSV.
import { api } from '@pals/core/api';
import { displayPhone } from '@pals/core/people/phone';
import { AdminPage } from '../shared/AdminPage.tsx';
import { loadedEmpty } from '../shared/CsvLink.tsx';
import { InboxFilters } from '../shared/InboxFilters.tsx';
import { PagedList } from '../shared/PagedList.tsx';
import { SentLine } from '../shared/SentLine.tsx';
import { useAdminFilters } from '../shared/useAdminFilters.ts';
import { useRepliesInbox } from '../shared/useInbox.ts';

const keywordWords = { stop: 'Opted out of texts (STOP)', start: 'Opted back in (START)', help: 'Asked for help (HELP)' } as Record<
  string,
  string
>;

export function RepliesInboxScreen() {
  const { filters, change } = useAdminFilters();
  const replies = useRepliesInbox(filters);
  return (
    <AdminPage title="Replies">
      <InboxFilters
        program={filters.program}
        all={false}
        onProgram={({ program }) => change({ program })}
        csvPath={api.adminRepliesCsv.path}
        csvQuery={{ program: filters.program }}
        empty={loadedEmpty(replies, replies.data?.total)}
      />
      <PagedList label="Replies" query={replies} noun={['reply', 'replies']} empty="No replies yet." onPage={(page) => change({ page })}>
        {(row) => (
          <li className="card inbox-item">
            <SentLine time={row.time}>{row.programs.length > 0 ? ` · ${row.programs.join(', ')}` : ''}</SentLine>
            <p className="inbox-from">
              From {row.who ?? 'someone not on the roster'} ({displayPhone(row.phone)})
            </p>
            <p className="inbox-message">{row.message}</p>
            {row.keyword && <p className="inbox-answer">{keywordWords[row.keyword]}</p>}
          </li>
        )}
      </PagedList>
    </AdminPage>
  );
}
