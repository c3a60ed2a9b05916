// Issue 12 §3: the answers a person needs at camp, kept on the phone after they were last loaded.
// Admin pages are not among them: they are read at a desk, and hold everyone's data.
import { api } from '@pals/core/api';

export const keptPaths: ReadonlySet<string> = new Set(
  [
    api.publicConfig, // the organisation's name and demo mode, to draw any screen
    api.me, // the session user and the organisation's links (home menu, support, socials)
    api.lastUpdate,
    api.localCall,
    api.googleCall, // the roster
    api.localStaff,
    api.googleStaff, // the program's admin contact
    api.rooms,
    api.participants, // the note picker
    api.reportSections,
    api.staffReport, // report days with their marks, and sections already opened
    api.directorTasks, // the Director's tasks and submissions
  ].map((endpoint) => endpoint.path),
);
