// The session is the `me` query (docs/decisions/019-handlers-get-the-caller-they-can-have-one-retry.md): who is signed in, and the organisation's links (home
// menu, support, socials). Before /api/me answers, the readable cookie seeds it as its initial data,
// so the right screen draws at once with no call; a sign-in sets it from its answer; logout and a
// 401 set it to null, nobody (sessionClient.ts). Seeded data is stamped as never fetched (time 0):
// the first screen that needs the links asks, and it is never shown as an answer saved on the phone.
import type { api } from '@pals/core/api';
import type { SessionUser } from '@pals/core/people/session';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { call } from '../api/client.ts';
import { firstCalls } from '../api/firstCalls.ts';
import { keyOf } from '../data/keys.ts';
import { readUserCookie } from './userCookie.ts';

export type MeAnswer = z.infer<typeof api.me.answer>;

/** The signed-in person, with the links once the server gave them; null when nobody is signed in. */
export type Me = MeAnswer | { user: SessionUser; links: null } | null;

export const meKey = keyOf(firstCalls.me);

export const seededMe = (user: SessionUser | null): Me => (user ? { user, links: null } : null);

/** The `me` query's own options, for every reader of it (the query's defaults, so one place); the
 * query is made at once, seeded, and lives as long as the page. */
export function defineMe(client: QueryClient): void {
  client.setQueryDefaults(meKey, {
    queryFn: () => call(firstCalls.me),
    initialData: () => seededMe(readUserCookie()),
    initialDataUpdatedAt: 0,
    gcTime: Infinity,
  });
  client.getQueryCache().build(client, { queryKey: meKey });
}

/** The session as the cache holds it now. */
export function meNow(client: QueryClient): Me {
  return client.getQueryData<Me>(meKey) ?? null;
}
