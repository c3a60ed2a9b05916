// The home's calls on the phone (data/onPhone.ts; gathered by app/onPhone.ts).
import type { OnPhoneTable } from '../../data/onPhone.ts';

export const homeOnPhone: OnPhoneTable = {
  // The last sheet update time.
  '/api/google/lastupdate': { kept: true },
};
