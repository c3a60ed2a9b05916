// The tables (program texts' own are in textTables.ts). Synced tables are replaced whole by each workbook sync; owned tables are the app's
// own records and a sync never touches them (docs/product.md#workbook). Times are ISO-8601 text in UTC;
// yes/no values are 0/1 so SQLite and PostgreSQL read them alike. A column holding one of a few
// values has their union as its type: the workbook sync and core's forms admit nothing else.
import type { ReportSection } from '@pals/core/reports/sections';
import type { StaffRole } from '@pals/core/people/roles';
import type { TaskBucket, TaskType } from '@pals/core/tasks/rules';
import type { Generated } from 'kysely';
import type {
  ReportReminderTable,
  ScheduledTextTable,
  TextDeliveryTable,
  TextOptOutTable,
  TextRecipientTable,
  TextReplyProgramTable,
  TextReplyTable,
  TextSendTable,
} from './textTables.ts';

interface SettingTable {
  key: string;
  value: string;
}
export interface ProgramTable {
  name: string;
  camp_password: string;
  start_date: string;
  end_date: string;
  schedule_link: string | null;
  photo_upload_link: string | null;
  admin_name: string | null;
  admin_phone: string | null;
  /** Daily-report reminders' time, HH:MM in the camp's time zone; null for none (docs/product.md#report-reminders). */
  report_reminder_time: string | null;
  /** HH:MM-HH:MM when no reminder goes; null for the default 21:30-08:00. */
  quiet_hours: string | null;
}
export interface StaffTable {
  email: string;
  given_name: string;
  full_name: string;
  program: string | null;
  staff_role: StaffRole;
  start_date: string | null;
  end_date: string | null;
  /** The staff member's own mobile, for "Send a test to me" (optional column, docs/product.md#texts). */
  phone: string | null;
}
interface RosterTable {
  position: number;
  program: string;
  name: string;
  title: string | null;
  room: string | null;
  phone: string | null;
  team: string | null;
}
interface ParticipantTable {
  position: number;
  program: string;
  name: string;
  role: string | null;
  is_lead: number;
  is_staff: number;
  phones: string;
}
interface RoomTable {
  position: number;
  program: string;
  room: string;
}
interface HubTable {
  position: number;
  hub: string;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
}
interface TaskTable {
  position: number;
  bucket: TaskBucket;
  type: TaskType;
  name: string;
  optional: number;
  date: string;
  hour: number | null;
  description: string | null;
  topic: string | null;
  survey_id: string | null;
  link: string | null;
  link_title: string | null;
  checkboxes: string;
}
interface SessionTable {
  id_hash: string;
  kind: 'participant' | 'staff';
  program: string | null;
  email: string | null;
  created_at: string;
  expires_at: string;
  /** A participant session: the camp password it opened with, sealed (auth/sessions.ts); null for staff. */
  password_seal: string | null;
}
interface SyncRunTable {
  id: string;
  started_at: string;
  finished_at: string;
  outcome: 'imported' | 'held' | 'failed';
  row_counts: string;
  /** Before the change of docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md: why a sync failed, and what a good one skipped. Now always '[]'; see problems. */
  errors: string;
  warnings: string;
  /** JSON WorkbookProblem[] (0012). */
  problems: string;
  /** JSON HeldChange when the guard held the sync, else null (0012). */
  held: string | null;
}

export interface FeedbackTable {
  id: string;
  created_at: string;
  program: string | null;
  sender_kind: 'participant' | 'staff';
  /** The staff member who sent it; null for a participant. */
  staff_email: string | null;
  /** The name the sender gave; null means anonymous. */
  name: string | null;
  message: string;
}

/** Every submission of a report section is kept with its time; the latest is the saved answers. */
interface ReportSubmissionTable {
  id: string;
  email: string;
  program: string | null;
  day: number;
  section: ReportSection;
  answers: string;
  submitted_at: string;
}

/** One saved task answer of a Director, by key ({taskId}-Completed, -Rating, -Feedback, -{checkbox}). */
interface TaskSubmissionTable {
  email: string;
  key: string;
  value: string;
  updated_at: string;
}

/** A note about a participant: append-only, nothing edits or deletes one. */
export interface NoteTable {
  id: string;
  created_at: string;
  author_email: string;
  program: string;
  participant: string;
  message: string;
}

/** A headcount a leader finished (docs/product.md#screen-headcount): append-only. `team` null is a
 * count of everyone; `listed` and `missing` hold JSON arrays of names; times ISO, `camp_date` the
 * count's camp day (YYYY-MM-DD, US Eastern); `idempotency_key` the key it was sent with (null
 * without one), by which its counter's phone names it. */
export interface HeadcountTable {
  id: string;
  program: string;
  team: string | null;
  moment: string;
  counter_email: string;
  counter_name: string;
  counted_at: string;
  camp_date: string;
  received_at: string;
  present_count: number;
  total: number;
  listed: string;
  missing: string;
  idempotency_key: string | null;
}

/** A count Program Staff were texted about (docs/product.md#screen-headcount): one row per count,
 * so a count is texted about once; `send_id` is its `text_sends` row; `sent_at` ISO. */
interface HeadcountAlertTable {
  headcount_id: string;
  send_id: string;
  sent_at: string;
}

/** Login attempts per address and window, shared by every instance. */
interface RateLimitTable {
  key: string;
  window_start: number;
  count: number;
}

/** Secrets the server makes for itself, shared by every instance on the database: the key that
 * signs device cookies (auth/deviceCookies.ts). Deleting a row makes a new one at the next start. */
interface ServerSecretTable {
  name: string;
  value: string;
}

/** One row per scheduled sync slot (interval number), so one instance runs each. */
interface SyncClaimTable {
  slot: number;
  claimed_at: string;
}

/** Work to send outside (the feedback export), written in the same transaction as what it sends,
 * sent by a background worker, retried with backoff, marked done once the service confirms. */
export interface OutboxTable {
  id: string;
  kind: 'feedback_export' | 'text_send';
  payload: string;
  created_at: string;
  attempts: number;
  next_attempt_at: number;
  /** While an instance works on the row, no other takes it. */
  claimed_until: number | null;
  /** Which pass holds the claim, so a pass whose lease ran out cannot renew or release another's. */
  claim_token: string | null;
  last_error: string | null;
  done_at: string | null;
}

/** One row per Idempotency-Key a write was made with (docs/architecture.md "Exactly once"),
 * stored in the same transaction as the record, with the answer a repeat gets. */
interface IdempotencyKeyTable {
  /** Whose key: 'staff:<email>', or 'session:<hash>' for a participant's session. */
  scope: string;
  key: string;
  /** SHA-256 of the call and its body; null for a text sent before 0010, which any text repeats. */
  fingerprint: string | null;
  /** The first answer as JSON; null while the first request is still at work (a text being sent). */
  answer: string | null;
  created_at: string;
}

/** A mark every write to an admin page's tables moves (migration 0020's triggers): the server keeps a
 * page while its mark is unchanged (http/cachedAnswers.ts). */
interface ChangeMarkTable {
  name: 'feedback' | 'notes' | 'texts' | 'replies' | 'reports' | 'tasks' | 'config';
  /** Which of the mark's rows: PostgreSQL has 64 a mark, one per connection's turn (migration 0022), SQLite one. */
  shard: Generated<number>;
  /** A count; PostgreSQL's bigint comes back as a string. The mark is the sum of its rows. */
  mark: number | string;
}

/** A program's camp password verdict, with the SHA-256 of the password judged (migration 0021). */
interface CampPasswordVerdictTable {
  program: string;
  password_sha256: string;
  /** Why it is easy to guess; null when it is not. */
  reason: string | null;
  suggestion: string | null;
  judged_at: string;
}

export interface Database {
  settings: SettingTable;
  programs: ProgramTable;
  staff: StaffTable;
  roster: RosterTable;
  participants: ParticipantTable;
  rooms: RoomTable;
  hubs: HubTable;
  tasks: TaskTable;
  sessions: SessionTable;
  sync_runs: SyncRunTable;
  feedback: FeedbackTable;
  report_submissions: ReportSubmissionTable;
  task_submissions: TaskSubmissionTable;
  notes: NoteTable;
  text_sends: TextSendTable;
  text_recipients: TextRecipientTable;
  text_deliveries: TextDeliveryTable;
  text_replies: TextReplyTable;
  text_reply_programs: TextReplyProgramTable;
  text_opt_outs: TextOptOutTable;
  scheduled_texts: ScheduledTextTable;
  report_reminders: ReportReminderTable;
  rate_limits: RateLimitTable;
  server_secrets: ServerSecretTable;
  sync_claims: SyncClaimTable;
  outbox: OutboxTable;
  idempotency_keys: IdempotencyKeyTable;
  change_marks: ChangeMarkTable;
  camp_password_verdicts: CampPasswordVerdictTable;
  phone_codes: PhoneCodeTable;
  headcounts: HeadcountTable;
  headcount_alerts: HeadcountAlertTable;
}

/** A "Let a phone in" code, by its SHA-256 (auth/phoneCodes.ts); times ISO. */
interface PhoneCodeTable {
  code_sha256: string;
  program: string;
  made_by: string;
  made_at: string;
  expires_at: string;
  used_at: string | null;
}
