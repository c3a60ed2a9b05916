// /admin/texts: every text send, newest first, by program, with its recipients and its CSV.
import { api } from '@pals/core/api';
import { AdminPage } from '../shared/AdminPage.tsx';
import { loadedEmpty } from '../shared/CsvLink.tsx';
import { InboxFilters } from '../shared/InboxFilters.tsx';
import { PagedList } from '../shared/PagedList.tsx';
import { TextSendCard } from './TextSendCard.tsx';
import { useAdminFilters } from '../shared/useAdminFilters.ts';
import { useTextsInbox } from '../shared/useInbox.ts';
import './texts.css';

export function TextsInboxScreen() {
  const { filters, change } = useAdminFilters();
  const texts = useTextsInbox(filters);
  return (
    <AdminPage title="Texts">
      <InboxFilters
        program={filters.program}
        onProgram={(program) => change({ program })}
        csvPath={api.adminTextsCsv.path}
        csvQuery={{ program: filters.program }}
        empty={loadedEmpty(texts, texts.data?.total)}
      />
      <PagedList label="Texts" query={texts} noun={['text', 'texts']} empty="No texts sent yet." onPage={(page) => change({ page })}>
        {(send) => <TextSendCard send={send} />}
      </PagedList>
    </AdminPage>
  );
}
