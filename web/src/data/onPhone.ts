// What each call does on the phone, declared once, here (docs/architecture.md "A call on the
// phone"): whether its answers are kept for offline, whether a write of it waits on the phone for a
// connection and the words that name it in the waiting list, and what the screens show that a
// stored write changes. The data layer reads nothing else: useApiQuery and keptStore (kept),
// useApiMutation and the outbox (waits, words), the cache and the outbox (after).
//
// Each entry is keyed by its call's path in core/api.ts, checked by the type system (a path that is
// not a call does not compile; a write's words get its call's own body type), and describes the
// call's read (GET: kept) and its write (POST: waits, after) where a path has both. Only types come
// from core/api.ts, so the first screen does not load every call's schema with this table.
import type { Api, ApiName } from '@pals/core/api';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { ApiPath } from './keys.ts';

type CallAt<P extends ApiPath, M extends 'GET' | 'POST'> = Extract<Api[ApiName], { path: P; method: M }>;
type BodyAt<P extends ApiPath> = [CallAt<P, 'POST'>] extends [never] ? never : z.input<CallAt<P, 'POST'>['body']>;
type AnswerAt<P extends ApiPath> = [CallAt<P, 'POST'>] extends [never] ? never : z.infer<CallAt<P, 'POST'>['answer']>;

interface OnPhone<P extends ApiPath> {
  /** Its answers stay on the phone for a camp week and show, with their age, offline. */
  kept?: true;
  /** A write of it waits on the phone until it can be sent; the words name it in the waiting list
   * (`about` is what its screen said it is about, e.g. a Director task's name). */
  waits?: (body: BodyAt<P>, about: string | undefined) => string;
  /** Once the server has stored a write of it: what the screens show follows (in every tab). */
  after?: (client: QueryClient, answer: AnswerAt<P>) => void;
}

const reportSectionNames: Record<string, string> = {
  provisions: 'Provisions',
  programming: 'Programming',
  personnel: 'Personnel',
  procedures: 'Procedures',
  headcounselorpersonnel: 'Personnel',
};

/** The admin area's other pages read again; the config is the answer itself. */
function newConfig(client: QueryClient, answer: unknown) {
  client.setQueryData(['/api/google/admin/config'], answer);
  void client.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith('/api/google/admin/') && query.queryKey[0] !== '/api/google/admin/config',
  });
}

const readAgain = (client: QueryClient, ...paths: ApiPath[]) =>
  void client.invalidateQueries({ predicate: (query) => paths.includes(query.queryKey[0] as ApiPath) });

const table: { [P in ApiPath]?: OnPhone<P> } = {
  // The organisation's name and demo mode, to draw any screen.
  '/api/config': { kept: true },
  // The session and the organisation's links (home menu, support, socials).
  '/api/me': { kept: true },
  '/api/google/lastupdate': { kept: true },
  // The roster.
  '/api/local/call': { kept: true },
  '/api/google/call': { kept: true },
  // The program's admin contact.
  '/api/local/staff': { kept: true },
  '/api/google/staff': { kept: true },
  '/api/rooms': { kept: true },
  // The note picker; a note waits.
  '/api/google/participants': { kept: true },
  '/api/google/note': { waits: (body) => `Note about ${String(body.participant).replace(/\*$/, '')}` },
  '/api/local/feedback': { waits: () => 'Feedback' },
  '/api/google/feedback': { waits: () => 'Feedback' },
  // Report days with their marks; a section's saved answers; a section sent waits, and the day's
  // marks and the section's answers are read again once it is stored.
  '/api/google/reportsections': { kept: true },
  '/api/google/staffreport': {
    kept: true,
    waits: (body) => `Daily report, Day ${Number(body.day) + 1}, ${reportSectionNames[body.report] ?? body.report}`,
    after: (client) => readAgain(client, '/api/google/reportsections', '/api/google/staffreport'),
  },
  // The Director's tasks; a saved task answers with the whole saved submission, which every bucket
  // and list mark follows without asking again.
  '/api/google/directortask': {
    kept: true,
    waits: (_body, about) => (about ? `Director task: ${about}` : 'Director task'),
    after: (client, answer) =>
      client.setQueryData<{ submission: unknown }>(['/api/google/directortask'], (current) =>
        current ? { ...current, submission: answer.submission } : current,
      ),
  },
  // Admin pages are not kept: they are read at a desk, and hold everyone's data. A refresh (or
  // "Import anyway") answers the new config.
  // Scheduled texts (docs/product.md#scheduled-texts) never wait on the phone, like texts sent now; once one is
  // scheduled or cancelled, the list of scheduled texts is read again.
  '/api/google/scheduledtext': { after: (client) => readAgain(client, '/api/google/scheduledtext') },
  '/api/google/scheduledtext/edit': { after: (client) => readAgain(client, '/api/google/scheduledtext') },
  '/api/google/scheduledtext/cancel': { after: (client) => readAgain(client, '/api/google/scheduledtext') },
  '/api/google/admin/refresh': { after: newConfig },
  '/api/google/admin/import-anyway': { after: newConfig },
};

const entry = (path: string): OnPhone<ApiPath> | undefined => (table as Record<string, OnPhone<ApiPath> | undefined>)[path];

/** Answers of this read are kept on the phone. */
export const isKept = (path: string): boolean => entry(path)?.kept === true;

/** A write of this call waits on the phone for a connection. */
export const waitsOnPhone = (endpoint: { method: string; path: string }): boolean =>
  endpoint.method === 'POST' && entry(endpoint.path)?.waits !== undefined;

/** In the waiting list: what the write is, in the camp's words. */
export function wordsFor(path: string, body: unknown, about?: string): string {
  const words = entry(path)?.waits;
  try {
    return words ? words(body as never, about) : 'Something you wrote';
  } catch {
    return 'Something you wrote';
  }
}

/** After the server stored a write of `path`: what it changes on the screens follows. */
export function followWrite(client: QueryClient, path: string, answer: unknown): void {
  entry(path)?.after?.(client, answer as never);
}

/** The words a person wrote, to show beside a write that could not be sent, so nothing is lost. */
export function writtenWords(body: unknown): string {
  const fields = (body ?? {}) as Record<string, unknown>;
  return typeof fields.message === 'string' ? fields.message : '';
}
