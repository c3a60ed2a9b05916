// A page of an inbox: how many there are, the rows newest first, and the pager; the error text when
// the page did not load (docs/product.md#screen-admin), 'Loading...' while the first or the next page loads.
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { count } from '../../../ui/count.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { AdminData } from './AdminData.tsx';
import { Pager } from './Pager.tsx';
import { TenAtATime } from './TenAtATime.tsx';

interface Paged<Row> {
  rows: Row[];
  page: number;
  pages: number;
  total: number;
}

interface PagedListProps<Row> {
  query: UseQueryResult<Paged<Row>>;
  /** 'feedback' / 'feedbacks': the words of the count line. */
  noun: readonly [one: string, many: string];
  empty: string;
  /** The list's name for a screen reader: the page's title. */
  label: string;
  onPage: (page: number) => void;
  /** A page's rows ten at a time (texts, each a tall card), so a page of 50 stays a few screens long. */
  inTens?: boolean;
  children: (row: Row) => ReactNode;
}

export function PagedList<Row>({ query, noun, empty, label, onPage, inTens = false, children }: PagedListProps<Row>) {
  const turnTo = (page: number) => {
    onPage(page);
    document.querySelector<HTMLElement>('main h1')?.focus();
  };
  return (
    <AdminData query={query}>
      {({ rows, page, pages, total }) =>
        total === 0 ? (
          <p className="card admin-empty">{empty}</p>
        ) : (
          <>
            <p className="admin-count">
              {count(total)} {total === 1 ? noun[0] : noun[1]}, newest first
            </p>
            {query.isPlaceholderData && <Spinner label="Loading..." />}
            <TenAtATime key={page} items={inTens ? rows : []}>
              {(shown) => (
                <ol className="inbox-list" aria-label={label}>
                  {(inTens ? shown : rows).map((row, i) => (
                    <Fragment key={`${page} ${i}`}>{children(row)}</Fragment>
                  ))}
                </ol>
              )}
            </TenAtATime>
            <Pager page={page} pages={pages} onPage={turnTo} />
          </>
        )
      }
    </AdminData>
  );
}
