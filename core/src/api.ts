// Every call between the web and the server (docs/product.md#calls), gathered from core/src/calls/ by
// what a person does; how a call is declared: core/src/endpoint.ts. Both sides read this file.
import type { z } from 'zod/mini';
import { adminCalls } from './calls/admin.ts';
import { campCalls } from './calls/camp.ts';
import { sessionCalls } from './calls/session.ts';
import { staffCalls } from './calls/staff.ts';
import { textCalls } from './calls/texts.ts';

export const api = { ...sessionCalls, ...campCalls, ...staffCalls, ...textCalls, ...adminCalls };

export type Api = typeof api;
export type ApiName = keyof Api;
export type BodyOf<N extends ApiName> = z.input<Api[N]['body']>;
export type AnswerOf<N extends ApiName> = z.infer<Api[N]['answer']>;
