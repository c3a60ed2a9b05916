// What each call does on the phone (docs/architecture.md "A call on the phone"): whether its answers
// are kept for offline and shown with their age, whether a write of it waits on the phone for a
// connection and the words that name it in the waiting list, and what the screens show that a
// stored write changes. Each feature declares its own calls, in its onPhone.ts beside them; app/
// gathers those into one table (web/src/app/onPhone.ts) and hands it here once, at start. The data
// layer reads nothing else: useApiQuery and keptStore (kept), useSavedAge (kept, dated),
// useApiMutation and the outbox (waits, words), the cache and the outbox (after).
//
// Each entry is keyed by its call's path in core/api.ts, checked by the type system (a path that is
// not a call does not compile; a write's words get its call's own body type), and describes the
// call's read (GET: kept) and its write (POST: waits, after) where a path has both. Only types come
// from core/api.ts, so the first screen does not load every call's schema with the table.
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
  /** A kept answer that is on every screen and no one's data to date: the page never says how old it
   * is (the saved age is of the rest). */
  undated?: true;
  /** A write of it waits on the phone until it can be sent; the words name it in the waiting list
   * (`about` is what its screen said it is about, e.g. a Director task's name). */
  waits?: (body: BodyAt<P>, about: string | undefined) => string;
  /** Once the server has stored a write of it: what the screens show follows (in every tab). */
  after?: (client: QueryClient, answer: AnswerAt<P>) => void;
}

/** Calls' phone behaviour by path: a feature's own declaration, or the whole app's. */
export type OnPhoneTable = { [P in ApiPath]?: OnPhone<P> };

let table: OnPhoneTable = {};

/** The app's table, handed over once at start (web/src/app/onPhone.ts): until then no call is kept
 * and no write waits. */
export function declareOnPhone(declared: OnPhoneTable): void {
  table = declared;
}

/** For an `after`: the answers of these calls are read again. */
export const readAgain = (client: QueryClient, ...paths: ApiPath[]) =>
  void client.invalidateQueries({ predicate: (query) => paths.includes(query.queryKey[0] as ApiPath) });

const entry = (path: string): OnPhone<ApiPath> | undefined => (table as Record<string, OnPhone<ApiPath> | undefined>)[path];

/** Answers of this read are kept on the phone. */
export const isKept = (path: string): boolean => entry(path)?.kept === true;

/** Answers of this read are kept, and the page says how old they are when it shows them saved. */
export const isDated = (path: string): boolean => isKept(path) && entry(path)?.undated !== true;

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
