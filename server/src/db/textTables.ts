// The tables of program texts: sends, their recipients and deliveries, replies, opt-outs, scheduled
// texts and daily-report reminders (docs/product.md#texts). Part of the database's tables (schema.ts).
import type { Generated } from 'kysely';

/** Who carried a send's texts: Twilio, or the log that records them and sends nothing. */
export type SmsProviderName = 'log' | 'twilio';

/** One send of a program text; the Idempotency-Key makes a repeat of the same send answer the first. */
export interface TextSendTable {
  id: string;
  sender_email: string;
  idempotency_key: string;
  created_at: string;
  finished_at: string | null;
  program: string | null;
  typed_number: string | null;
  body: string;
  provider: SmsProviderName;
  /** The JSON answer {success, response}, once the send has finished. */
  answer: string | null;
  /** 1 for "Send a test to me": the sender's own phone only. */
  test: Generated<number>;
  /** When a scheduled text was due (ISO); null for a text sent at once (docs/product.md#scheduled-texts). */
  scheduled_for: string | null;
  /** 1 for a daily-report reminder (docs/product.md#report-reminders). */
  reminder: Generated<number>;
  /** When the send last paused because the server sending it stopped, and when another server took
   * it on again (ISO; null: never). Written by texts/pauses.ts only. */
  paused_at: string | null;
  resumed_at: string | null;
}

/** One daily-report reminder: a person and a date (camp time zone) are reminded once, by this key. */
export interface ReportReminderTable {
  email: string;
  date: string;
  program: string;
  /** The 0-based report day. */
  day: number;
  sent_at: string;
  send_id: string | null;
}

/** A program text waiting for its time (docs/product.md#scheduled-texts). `scheduled` → `sent` (its
 * send recorded, `send_id`), `cancelled` (by a person, or as its sender can no longer text) or
 * `missed` (due over an hour before the server could send it); each change is a conditional update,
 * so only one server ever makes it. */
export interface ScheduledTextTable {
  id: string;
  sender_email: string;
  program: string | null;
  typed_number: string | null;
  message: string;
  /** The text as it goes out, with its program's prefix. */
  body: string;
  /** Epoch ms. */
  send_at: number;
  created_at: string;
  status: 'scheduled' | 'sent' | 'cancelled' | 'missed';
  /** Why it was cancelled or missed. */
  note: string | null;
  send_id: string | null;
  finished_at: string | null;
  /** Who last changed its words or time, and when (ISO); null while no one has. It goes out under
   * the name of whoever wrote it last (docs/decisions/069-a-scheduled-text-goes-out-under-its-last-writer.md). */
  changed_by_email: string | null;
  changed_at: string | null;
}

/** Each recipient of a send, with their outcome: `pending` (waiting), `handing` (handed to the
 * provider, no answer recorded yet), then one final state; `unknown` is a hand-off whose answer was
 * lost (the server stopped): never sent again automatically (docs/decisions/022-texts-survive-a-crash-through-the-outbox.md). */
export interface TextRecipientTable {
  send_id: string;
  position: number;
  name: string;
  phone: string;
  status: 'pending' | 'handing' | 'sent' | 'failed' | 'opted_out' | 'unknown';
  reason: string | null;
  provider_id: string | null;
  handed_at: string | null;
  updated_at: string;
  /** Twilio's latest delivery report for provider_id (text_deliveries' status and error code), kept
   * here so the admin's texts page reads this table alone; null until one is stored
   * (docs/decisions/055-a-recipient-row-keeps-its-latest-delivery.md). Written by texts/deliveries.ts only. */
  delivery: string | null;
  delivery_error_code: number | null;
  /** How a hand-over cut off by a stop was settled by asking the provider (texts/settleHandOffs.ts):
   * `found` (sent), `resent` (handed over again) or `unasked` (left unknown); null otherwise. */
  settled: 'found' | 'resent' | 'unasked' | null;
}

/** Delivery as Twilio's status callbacks report it, by message SID; `rank` only goes up, so a
 * duplicated or late callback never moves a status backwards. Kept whether or not a recipient has
 * the SID yet: a report can come before the app has recorded Twilio's answer, and the recipient
 * takes it then (texts/deliveries.ts). */
export interface TextDeliveryTable {
  message_sid: string;
  status: string;
  rank: number;
  error_code: number | null;
  updated_at: string;
}

/** A text someone sent to the camp's number, with who it matched by phone when it came in. */
export interface TextReplyTable {
  message_sid: string;
  received_at: string;
  from_phone: string;
  who: string | null;
  program: string | null;
  body: string;
  /** 'stop', 'start' or 'help' when the text was one of those keywords. */
  keyword: string | null;
}

/** Every program a reply's number matched when it came in (a number two people of two programs
 * share belongs to both): the reply is listed under each. text_replies.program keeps the first. */
export interface TextReplyProgramTable {
  message_sid: string;
  program: string;
}

/** Numbers that replied STOP (or the like): skipped by every send until they reply START. */
export interface TextOptOutTable {
  phone: string;
  since: string;
  keyword: string;
}
