// What every screen reads first (docs/product.md#calls): the public configuration, who is signed in
// with the organisation's links, and the last workbook update.
import { z } from 'zod/mini';
import { endpoint, lastupdate } from '../endpoint.ts';
import { sessionUser } from '../people/session.ts';
import { linkKeys } from './links.ts';

// Each shape is a function that builds it: a call's schemas are built when first read (core/src/endpoint.ts).
const links = () =>
  z.object(Object.fromEntries(linkKeys.map((key) => [key, z.string()])) as Record<(typeof linkKeys)[number], z.ZodMiniString>);

export const homeCalls = {
  publicConfig: endpoint({
    method: 'GET',
    path: '/api/config',
    access: 'public',
    answer: () => z.object({ orgName: z.string(), demo: z.boolean(), googleClientId: z.nullable(z.string()) }),
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/me',
    access: 'signedIn',
    answer: () => z.object({ user: sessionUser, links: links() }),
  }),
  lastUpdate: endpoint({
    method: 'GET',
    path: '/api/google/lastupdate',
    access: 'lastUpdate',
    answer: () => z.object({ lastupdate: lastupdate() }),
  }),
};
