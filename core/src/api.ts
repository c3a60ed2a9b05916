// Every call between the web and the server (docs/product.md#calls), gathered from each feature's
// calls.ts; how a call is declared: core/src/endpoint.ts. Both sides read this file.
import type { z } from 'zod/mini';
import { adminCalls } from './admin/calls.ts';
import { adminInboxCalls } from './admin/inboxCalls.ts';
import { adminProgressCalls } from './admin/progressCalls.ts';
import { feedbackCalls } from './feedback/calls.ts';
import { headcountCalls } from './headcount/calls.ts';
import { homeCalls } from './home/calls.ts';
import { noteCalls } from './notes/calls.ts';
import { reportCalls } from './reports/calls.ts';
import { rosterCalls } from './roster/calls.ts';
import { setupCheckCalls } from './setupCheck/calls.ts';
import { signInCalls } from './signIn/calls.ts';
import { supportCalls } from './support/calls.ts';
import { taskCalls } from './tasks/calls.ts';
import { textCalls } from './texts/calls.ts';

export const api = {
  ...homeCalls,
  ...signInCalls,
  ...rosterCalls,
  ...supportCalls,
  ...feedbackCalls,
  ...reportCalls,
  ...taskCalls,
  ...noteCalls,
  ...headcountCalls,
  ...textCalls,
  ...adminCalls,
  ...adminInboxCalls,
  ...adminProgressCalls,
  ...setupCheckCalls,
};

export type Api = typeof api;
export type ApiName = keyof Api;
export type BodyOf<N extends ApiName> = z.input<Api[N]['body']>;
export type AnswerOf<N extends ApiName> = z.infer<Api[N]['answer']>;
