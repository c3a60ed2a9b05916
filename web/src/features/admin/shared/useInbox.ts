// The inbox calls (docs/product.md#admin-pages): feedback, notes and texts, newest first, a page of the server's at a
// time, by program. The page shown stays while the next one loads.
import { api } from '@pals/core/api';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '../../../data/useApiQuery.ts';
import { filterQuery } from './adminKeys.ts';

interface InboxFilter {
  program: string | undefined;
  page: number;
}

const keepPage = { placeholderData: keepPreviousData };

export function useFeedbackInbox({ program, page }: InboxFilter) {
  return useApiQuery(api.adminFeedback, filterQuery({ program, page }), keepPage);
}

export function useNotesInbox({ program, page }: InboxFilter) {
  return useApiQuery(api.adminNotes, filterQuery({ program, page }), keepPage);
}

export function useTextsInbox({ program, page }: InboxFilter, enabled = true) {
  return useApiQuery(api.adminTexts, filterQuery({ program, page }), { ...keepPage, enabled });
}

export function useRepliesInbox({ program, page }: InboxFilter) {
  return useApiQuery(api.adminReplies, filterQuery({ program, page }), keepPage);
}
