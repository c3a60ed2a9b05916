// What other features may use of headcount/ (eslint.config.js: a feature imports another only through
// its shared.ts): the counts a batch at a time, for the admin's CSV download.
export { entryOf, headcountBatches } from './queries.ts';
