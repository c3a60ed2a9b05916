// The session's calls on the phone (data/onPhone.ts; gathered by app/onPhone.ts).
import type { OnPhoneTable } from '../data/onPhone.ts';

export const sessionOnPhone: OnPhoneTable = {
  // The organisation's name and demo mode, to draw any screen: on every screen and no one's data,
  // so the page never dates it.
  '/api/config': { kept: true, undated: true },
  // The session and the organisation's links (home menu, support, socials).
  '/api/me': { kept: true },
};
