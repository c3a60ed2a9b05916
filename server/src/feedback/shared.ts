// What other features may use of feedback/ (eslint.config.js: a feature imports another only through
// its shared.ts): the Sheet feedback is copied to, shown on /admin.
export { feedbackSheetId } from './feedbackExport.ts';
