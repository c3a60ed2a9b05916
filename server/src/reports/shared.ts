// What other features may use of reports/ (eslint.config.js: a feature imports another only through
// its shared.ts): the sections sent, read by the admin grids, Today and the report reminders.
export { allSubmittedSections, latestReport, latestReportsOf } from './queries.ts';
