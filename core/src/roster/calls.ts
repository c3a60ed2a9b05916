// The roster and the staff contact (docs/product.md#calls): what a participant and everyone at camp
// reads on Call-A-PAL and Support.
import { z } from 'zod/mini';
import { endpoint, lastupdate } from '../endpoint.ts';

// Each shape is a function that builds it: a call's schemas are built when first read (core/src/endpoint.ts).
const localRosterEntry = () => z.object({ name: z.string(), title: z.string(), phone: z.string(), team: z.string() });
const googleRosterEntry = () => z.extend(localRosterEntry(), { room: z.string() });
const staffContact = () => z.object({ staff: z.object({ name: z.nullable(z.string()), phone: z.nullable(z.string()) }) });

export const rosterCalls = {
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
};
