// What every call does on the phone: each feature's own declaration (features/<feature>/onPhone.ts,
// the session's in session/onPhone.ts), gathered into the one table the data layer reads
// (data/onPhone.ts), handed to it at start by App.tsx. A call not in it is not kept and does not wait.
import { declareOnPhone, type OnPhoneTable } from '../data/onPhone.ts';
import { adminOnPhone } from '../features/admin/onPhone.ts';
import { feedbackOnPhone } from '../features/feedback/onPhone.ts';
import { headcountOnPhone } from '../features/headcount/onPhone.ts';
import { homeOnPhone } from '../features/home/onPhone.ts';
import { notesOnPhone } from '../features/notes/onPhone.ts';
import { reportsOnPhone } from '../features/reports/onPhone.ts';
import { rosterOnPhone } from '../features/roster/onPhone.ts';
import { supportOnPhone } from '../features/support/onPhone.ts';
import { tasksOnPhone } from '../features/tasks/onPhone.ts';
import { textsOnPhone } from '../features/texts/onPhone.ts';
import { sessionOnPhone } from '../session/onPhone.ts';

const onPhone: OnPhoneTable = {
  ...sessionOnPhone,
  ...homeOnPhone,
  ...rosterOnPhone,
  ...supportOnPhone,
  ...notesOnPhone,
  ...headcountOnPhone,
  ...feedbackOnPhone,
  ...reportsOnPhone,
  ...tasksOnPhone,
  ...textsOnPhone,
  ...adminOnPhone,
};

/** Hands the table to the data layer; called once, before the app's first call. */
export const declareAppOnPhone = (): void => declareOnPhone(onPhone);
