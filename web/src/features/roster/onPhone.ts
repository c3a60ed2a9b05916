// The roster's calls on the phone (data/onPhone.ts; gathered by app/onPhone.ts).
import type { OnPhoneTable } from '../../data/onPhone.ts';

export const rosterOnPhone: OnPhoneTable = {
  '/api/local/call': { kept: true },
  '/api/google/call': { kept: true },
};
