// Headcount (docs/product.md#screen-headcount): a Lead or Head Counselor sends a count of their team,
// and may text Program Staff about one with someone missing; the Director, Head Counselor and
// Program Staff read today's counts; the Administrator every program's by day, and a CSV.
import { z } from 'zod/mini';
import { parseIsoDate } from '../dates/time.ts';
import { endpoint, ok, text } from '../endpoint.ts';
import { limits } from '../limits.ts';
import { programFilter } from '../admin/inboxCalls.ts';

// Each shape is a function that builds it: a call's schemas are built when first read (core/src/endpoint.ts).
const name = () => z.string().check(z.trim(), z.minLength(1, 'A name is empty'), z.maxLength(200, 'A name is at most 200 characters'));
const names = (what: string) =>
  z.array(name()).check(z.maxLength(limits.headcountPeople, `${what} at most ${limits.headcountPeople} people`));

/** A camp day, YYYY-MM-DD (US Eastern: core/src/dates/time.ts campDate). */
const dayQuery = () =>
  z.object({
    date: z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be written YYYY-MM-DD'),
      z.refine((date) => parseIsoDate(date) !== null, 'date must be a real date'),
    ),
  });

/** One count as it is read back: who counted which team when, how many of how many, who was missing. */
const headcountEntry = () =>
  z.object({
    id: z.string(),
    /** The roster team counted; null for everyone in the program. */
    team: z.nullable(z.string()),
    moment: z.string(),
    /** When the count was finished on the phone (epoch ms). */
    countedAt: z.number(),
    by: z.string(),
    byEmail: z.string(),
    present: z.number(),
    total: z.number(),
    missing: z.array(z.string()),
  });

export const headcountCalls = {
  headcount: endpoint({
    method: 'POST',
    path: '/api/google/headcount',
    access: 'headcount',
    body: () =>
      z.object({
        team: z.nullable(text(1, 'Choose a team', 200, 'A team name is at most 200 characters')),
        moment: text(0, '', limits.headcountMoment, `Name the moment in at most ${limits.headcountMoment} characters`),
        /** Everyone the count listed, as the phone showed them. */
        listed: names('A count lists'),
        /** Those ticked as here: each one of `listed`. */
        present: names('A count has'),
        /** When it was finished on the phone (epoch ms): a count sent later keeps its time. */
        countedAt: z
          .number()
          .check(z.int('countedAt must be a time in milliseconds'), z.positive('countedAt must be a time in milliseconds')),
      }),
    answer: ok,
    idempotent: true,
  }),
  headcounts: endpoint({
    method: 'GET',
    path: '/api/google/headcounts',
    access: 'headcounts',
    query: dayQuery,
    answer: () => z.object({ teams: z.array(z.string()), counts: z.array(headcountEntry()) }),
  }),
  /** Who a text about a count would go to: the program's Program Staff with a phone, by name, and
   * how many of them opted out (they are not texted). */
  headcountAlertTo: endpoint({
    method: 'GET',
    path: '/api/google/headcountalert',
    access: 'headcountAlert',
    answer: () => z.object({ to: z.array(z.string()), optedOut: z.number() }),
  }),
  /** Text Program Staff about one's own count with someone missing, once for that count. */
  headcountAlert: endpoint({
    method: 'POST',
    path: '/api/google/headcountalert',
    access: 'headcountAlert',
    body: () =>
      z.object({
        /** The Idempotency-Key the count was sent with: how the phone names a count it may not have sent yet. */
        countKey: z.string().check(z.regex(/^[A-Za-z0-9._~:/+=-]{1,100}$/, 'countKey must be the Idempotency-Key the count was sent with')),
      }),
    answer: () => z.object({ success: z.boolean(), response: z.string() }),
    idempotent: true,
  }),
  adminHeadcounts: endpoint({
    method: 'GET',
    path: '/api/google/admin/headcounts',
    access: 'admin',
    query: dayQuery,
    answer: () => z.object({ counts: z.array(z.extend(headcountEntry(), { program: z.string() })) }),
  }),
  adminHeadcountsCsv: endpoint({
    method: 'GET',
    path: '/api/google/admin/headcounts.csv',
    access: 'admin',
    query: () => z.object({ program: programFilter() }),
    answer: () => z.string(),
  }),
};

export type HeadcountEntry = z.infer<ReturnType<typeof headcountEntry>>;
