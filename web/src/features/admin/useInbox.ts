// The inbox calls (issue 7): feedback, notes and texts, newest first, a page of the server's at a
// time, by program. The page shown stays while the next one loads.
import { api } from '@pals/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { adminKey, filterQuery } from './adminKeys.ts';

interface InboxFilter {
  program: string | undefined;
  page: number;
}

const queryOf = ({ program, page }: InboxFilter) => ({ query: filterQuery({ program, page }) });

const inboxOptions = <T>(name: string, filter: InboxFilter, fetch: () => Promise<T>) => ({
  queryKey: [...adminKey, name, filter.program ?? '', filter.page],
  queryFn: fetch,
  placeholderData: keepPreviousData,
});

export function useFeedbackInbox(filter: InboxFilter) {
  return useQuery(inboxOptions('feedback', filter, () => call(api.adminFeedback, undefined, queryOf(filter))));
}

export function useNotesInbox(filter: InboxFilter) {
  return useQuery(inboxOptions('notes', filter, () => call(api.adminNotes, undefined, queryOf(filter))));
}

export function useTextsInbox(filter: InboxFilter) {
  return useQuery(inboxOptions('texts', filter, () => call(api.adminTexts, undefined, queryOf(filter))));
}
