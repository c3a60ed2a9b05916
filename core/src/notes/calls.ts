// Participant notes (docs/product.md#calls): the picker's participants and sending a note.
import { z } from 'zod/mini';
import { endpoint, ok, text } from '../endpoint.ts';
import { limits } from '../limits.ts';

// Read by other files too, so a z.lazy one: a call's schemas are built when first read (core/src/endpoint.ts).
export const noteParticipant = z.lazy(() => z.object({ name: z.string(), role: z.string(), is_lead: z.boolean(), is_staff: z.boolean() }));

export const noteCalls = {
  participants: endpoint({
    method: 'GET',
    path: '/api/google/participants',
    access: 'note',
    answer: () => z.object({ participants: z.array(noteParticipant) }),
  }),
  note: endpoint({
    method: 'POST',
    path: '/api/google/note',
    access: 'note',
    body: () =>
      z.object({
        message: text(1, 'Write the note', limits.noteMessage, `A note can be at most ${limits.noteMessage} characters`),
        participant: text(1, 'Choose a participant', 200, 'Choose a participant from the list'),
      }),
    answer: ok,
    idempotent: true,
  }),
};
