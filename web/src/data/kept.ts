// Issue 12 §3: the answers a person needs at camp, kept on the phone after they were last loaded.
// Admin pages are not among them: they are read at a desk, and hold everyone's data. (Paths, typed
// against core/api.ts, so the first screen does not load every call's schema.)
import type { ApiPath } from './keys.ts';

export const keptPaths: ReadonlySet<string> = new Set<ApiPath>([
  '/api/config', // the organisation's name and demo mode, to draw any screen
  '/api/me', // the session user and the organisation's links (home menu, support, socials)
  '/api/google/lastupdate',
  '/api/local/call',
  '/api/google/call', // the roster
  '/api/local/staff',
  '/api/google/staff', // the program's admin contact
  '/api/rooms',
  '/api/google/participants', // the note picker
  '/api/google/reportsections',
  '/api/google/staffreport', // report days with their marks, and sections already opened
  '/api/google/directortask', // the Director's tasks and submissions
]);
