// Support's calls on the phone (data/onPhone.ts; gathered by app/onPhone.ts).
import type { OnPhoneTable } from '../../data/onPhone.ts';

export const supportOnPhone: OnPhoneTable = {
  // The program's admin contact and the room names.
  '/api/local/staff': { kept: true },
  '/api/google/staff': { kept: true },
  '/api/rooms': { kept: true },
};
