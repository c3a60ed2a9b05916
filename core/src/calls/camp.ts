// What a participant and everyone at camp reads and sends: the roster, the staff contact, the support page's
// lists and feedback (docs/product.md#calls).
import { z } from 'zod/mini';
import { endpoint, lastupdate, ok, text } from '../endpoint.ts';
import { limits } from '../limits.ts';

// Each shape is a function that builds it: a call's schemas are built when first read (core/endpoint.ts).
const localRosterEntry = () => z.object({ name: z.string(), title: z.string(), phone: z.string(), team: z.string() });
const googleRosterEntry = () => z.extend(localRosterEntry(), { room: z.string() });
const staffContact = () => z.object({ staff: z.object({ name: z.nullable(z.string()), phone: z.nullable(z.string()) }) });
const feedback = () =>
  z.object({
    message: text(1, 'Write your feedback', limits.feedbackMessage, `Feedback can be at most ${limits.feedbackMessage} characters`),
    name: z._default(text(0, '', limits.feedbackName, `A name can be at most ${limits.feedbackName} characters`), ''),
  });

export const campCalls = {
  localCall: endpoint({
    method: 'GET',
    path: '/api/local/call',
    access: 'participantCalls',
    answer: () => z.object({ call: z.array(localRosterEntry()), lastupdate: lastupdate() }),
  }),
  googleCall: endpoint({
    method: 'GET',
    path: '/api/google/call',
    access: 'googleCalls',
    answer: () => z.object({ call: z.array(googleRosterEntry()), lastupdate: lastupdate() }),
  }),
  localStaff: endpoint({ method: 'GET', path: '/api/local/staff', access: 'participantCalls', answer: staffContact }),
  googleStaff: endpoint({ method: 'GET', path: '/api/google/staff', access: 'googleCalls', answer: staffContact }),
  rooms: endpoint({ method: 'GET', path: '/api/rooms', access: 'support', answer: () => z.object({ names: z.array(z.string()) }) }),
  hubs: endpoint({
    method: 'POST',
    path: '/api/hubs',
    access: 'support',
    body: () =>
      z.object({ message: text(1, 'Enter an address', limits.address, `An address can be at most ${limits.address} characters`) }),
    answer: () => z.object({ hub: z.string() }),
  }),
  localFeedback: endpoint({
    method: 'POST',
    path: '/api/local/feedback',
    access: 'participantCalls',
    body: feedback,
    answer: ok,
    idempotent: true,
  }),
  googleFeedback: endpoint({
    method: 'POST',
    path: '/api/google/feedback',
    access: 'googleCalls',
    body: feedback,
    answer: ok,
    idempotent: true,
  }),
};
