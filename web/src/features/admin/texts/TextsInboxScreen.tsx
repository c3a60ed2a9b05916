// /admin/texts: every text send, newest first, by program, with its recipients and its CSV. It opens
// on the programs running today: one, its texts; several, each one's newest with a button to all of
// its texts; none, a word to choose a program. 'All programs' lists every send
// (docs/decisions/074-admin-pages-open-on-the-programs-running-today.md).
import { api } from '@pals/core/api';
import { weekdayDate } from '@pals/core/dates/time';
import { useId } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { count } from '../../../ui/count.ts';
import { useToday } from '../../../ui/useNow.ts';
import { AdminData } from '../shared/AdminData.tsx';
import { AdminPage } from '../shared/AdminPage.tsx';
import { loadedEmpty } from '../shared/CsvLink.tsx';
import { InboxFilters } from '../shared/InboxFilters.tsx';
import { PagedList } from '../shared/PagedList.tsx';
import { DeliveryTally, TextSendCard } from './TextSendCard.tsx';
import { WholeTime } from '../shared/WholeTime.tsx';
import { useAdminConfig } from '../shared/useAdminConfig.ts';
import { useAdminFilters } from '../shared/useAdminFilters.ts';
import { useShownPrograms } from '../shared/useShownPrograms.ts';
import { useTextsInbox } from '../shared/useInbox.ts';
import './texts.css';

export function TextsInboxScreen() {
  const { filters, change } = useAdminFilters();
  const shown = useShownPrograms(filters);
  const config = useAdminConfig();
  const today = useToday();
  const programs = shown.kind === 'one' || shown.kind === 'today' ? shown.programs : [];
  // One program's texts, or every program's, a page at a time; today's several, each its newest.
  const listed = shown.kind === 'all' || programs.length === 1;
  const program = programs.length === 1 ? programs[0] : undefined;
  const texts = useTextsInbox({ program, page: filters.page }, listed);
  return (
    <AdminPage title="Texts">
      <InboxFilters
        program={filters.program}
        all={filters.all}
        opensOnToday
        onProgram={(choice) => change(choice)}
        csvPath={api.adminTextsCsv.path}
        csvQuery={{ program }}
        empty={loadedEmpty(texts, texts.data?.total)}
        csvUnavailable={listed ? undefined : 'Choose a program, or All programs, to download its CSV.'}
      />
      {listed ? (
        <PagedList
          label="Texts"
          query={texts}
          noun={['text', 'texts']}
          empty="No texts sent yet."
          onPage={(page) => change({ page })}
          inTens
        >
          {(send) => <TextSendCard send={send} />}
        </PagedList>
      ) : shown.kind === 'today' ? (
        <div className="program-texts">
          {programs.map((name) => (
            <NewestText key={name} program={name} onAll={() => change({ program: name })} />
          ))}
        </div>
      ) : shown.kind === 'choose' ? (
        <p className="card admin-empty">No program runs today, {weekdayDate(today)}. Choose one above, or All programs.</p>
      ) : (
        <AdminData query={config}>{() => null}</AdminData>
      )}
    </AdminPage>
  );
}

/** One program running today: how many texts it has, its newest in brief (when, from whom, its words,
 * how it went), and a button to all of them, where each has its whole card. */
function NewestText({ program, onAll }: { program: string; onAll: () => void }) {
  const headingId = useId();
  const texts = useTextsInbox({ program, page: 1 });
  return (
    <section className="card program-texts-one" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-heading">
        {program}
      </h2>
      <AdminData query={texts}>
        {({ rows: [newest], total }) =>
          !newest ? (
            <p className="admin-muted">No texts sent yet.</p>
          ) : (
            <>
              <p className="inbox-meta">
                {count(total)} {total === 1 ? 'text' : 'texts'}; the newest <WholeTime at={newest.time} />, from{' '}
                {newest.senderName ?? newest.sender}:
              </p>
              <p className="inbox-message text-bubble program-texts-words">{newest.body}</p>
              <DeliveryTally send={newest} />
              <Button look="secondary" className="program-texts-all" onClick={onAll}>
                {total === 1 ? `The text of ${program}` : `All ${count(total)} texts of ${program}`}
              </Button>
            </>
          )
        }
      </AdminData>
    </section>
  );
}
