// What other features may use of texts/ (eslint.config.js: a feature imports another only through
// its shared.ts): the admin inbox's notes on paused sends, the reminders' quiet hours and the days
// already reminded; and the app's own text sending, opt-outs and limits included, for headcount's
// text to Program Staff.
export { sendNotesOf } from './pauses.ts';
export { defaultQuietHours, remindedDays } from './reportReminders.ts';
export type { TwilioSettings } from './twilio.ts';
export { optedOutAmong } from './optOuts.ts';
export type { SmsProvider } from './provider.ts';
export { defaultSendOptions, recordSend, sendRecorded, type SendOptions } from './sendTexts.ts';
