// The daily report's calls on the phone (data/onPhone.ts; gathered by app/onPhone.ts): report days
// with their marks and a section's saved answers are kept; a section sent waits, named by its form's
// title (core/src/reports/rules.ts, which takes it from core/src/reports/sections.ts so this line loads no form), and the day's marks and the section's answers are read again once it is
// stored.
import { sectionTitles } from '@pals/core/reports/sections';
import { readAgain, type OnPhoneTable } from '../../data/onPhone.ts';

export const reportsOnPhone: OnPhoneTable = {
  '/api/google/reportsections': { kept: true },
  '/api/google/staffreport': {
    kept: true,
    waits: (body) => `Daily report, Day ${Number(body.day) + 1}, ${sectionTitles[body.report] ?? body.report}`,
    after: (client) => readAgain(client, '/api/google/reportsections', '/api/google/staffreport'),
  },
};
