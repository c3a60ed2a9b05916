// How the inboxes show a row: on their pages and in their CSV downloads alike.
import { z } from 'zod/mini';
import { readStoredJson } from '../db/storedJson.ts';

export const feedbackRow = (f: {
  created_at: string;
  program: string | null;
  sender_kind: string;
  staff_email: string | null;
  name: string | null;
  message: string;
}) => ({
  time: f.created_at,
  program: f.program,
  // Anonymous staff feedback keeps no email (core/src/feedback/rules.ts): it says only "staff".
  sender: f.sender_kind === 'staff' ? (f.staff_email ? `staff: ${f.staff_email}` : 'staff') : 'participant',
  name: f.name ?? 'anonymous',
  message: f.message,
});
export const noteRow = (n: { created_at: string; program: string; author_email: string; participant: string; message: string }) => ({
  time: n.created_at,
  program: n.program,
  author: n.author_email,
  participant: n.participant,
  message: n.message,
});
const textAnswerJson = z.object({ response: z.string() });
/** A send's own fields, on the texts page and in texts.csv. */
export const textRow = (s: {
  id: string;
  created_at: string;
  sender_email: string;
  test: number;
  typed_number: string | null;
  program: string | null;
  body: string;
  answer: string | null;
  scheduled_for: string | null;
  reminder: number;
  scheduled_by: string | null;
  changed_at: string | null;
}) => ({
  id: s.id,
  time: s.created_at,
  sender: s.sender_email,
  target: s.test ? `a test to ${s.sender_email} (${s.typed_number ?? ''})` : (s.program ?? s.typed_number ?? ''),
  body: s.body,
  answer: s.answer ? readStoredJson(textAnswerJson, s.answer, `text_sends.answer of ${s.id}`).response : null,
  test: s.test === 1,
  scheduledFor: s.scheduled_for,
  scheduledBy: s.scheduled_by,
  changedAt: s.changed_at,
  reminder: s.reminder === 1,
});
export const replyRow = (r: {
  received_at: string;
  from_phone: string;
  who: string | null;
  programs: string[];
  body: string;
  keyword: string | null;
}) => ({
  time: r.received_at,
  phone: r.from_phone,
  who: r.who,
  programs: r.programs,
  program: r.programs[0] ?? null,
  message: r.body,
  keyword: r.keyword,
});
