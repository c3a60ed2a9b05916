// Notes' calls on the phone (data/onPhone.ts; gathered by app/onPhone.ts): the picker is kept; a
// note waits.
import type { OnPhoneTable } from '../../data/onPhone.ts';

export const notesOnPhone: OnPhoneTable = {
  '/api/google/participants': { kept: true },
  '/api/google/note': { waits: (body) => `Note about ${String(body.participant).replace(/\*$/, '')}` },
};
