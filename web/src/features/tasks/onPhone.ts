// The Director's tasks on the phone (data/onPhone.ts; gathered by app/onPhone.ts): kept; a saved
// task waits, and answers with the whole saved submission, which every bucket and list mark
// follows without asking again.
import type { OnPhoneTable } from '../../data/onPhone.ts';

export const tasksOnPhone: OnPhoneTable = {
  '/api/google/directortask': {
    kept: true,
    waits: (_body, about) => (about ? `Director task: ${about}` : 'Director task'),
    after: (client, answer) =>
      client.setQueryData<{ submission: unknown }>(['/api/google/directortask'], (current) =>
        current ? { ...current, submission: answer.submission } : current,
      ),
  },
};
