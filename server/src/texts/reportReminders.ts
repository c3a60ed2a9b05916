// Daily-report reminders (docs/product.md#report-reminders): at a program's reminder time (camp time zone),
// one text to each of its staff with a phone whose report for that day is not all in. Never twice for
// a person and day (the report_reminders row's key, taken in the transaction that records the text),
// never in quiet hours, never to an opted-out number, never outside the program's dates. A reminder is
// a text like any other (texts/sendTexts.ts), marked as a reminder.
import { minutesOf } from '@pals/core/workbook/cells';
import { dayStatus, reportDayCount } from '@pals/core/reports/rules';
import { wallClockOf } from '@pals/core/texts/scheduledTime';
import { textBody } from '@pals/core/texts/rules';
import { staffDates } from '../auth/person.ts';
import type { Db } from '../db/database.ts';
import { listPrograms, listStaff } from '../db/workbookTables.ts';
import { LeaseLost } from '../jobs/worker.ts';
import { optedOutAmong } from './optOuts.ts';
import type { SmsProvider } from './provider.ts';
import { recordSend, sendRecorded, type SendOptions } from './sendTexts.ts';
import { allSubmittedSections } from '../reports/shared.ts';

export const defaultQuietHours = '21:30-08:00';
const reminderSender = 'daily-report reminder';
const dayMs = 86_400_000;

/** Whether `clock` (HH:MM) is inside `quiet` (HH:MM-HH:MM, which may run past midnight). */
function inQuietHours(clock: string, quiet: string): boolean {
  const [from, to] = quiet.split('-').map(minutesOf);
  const now = minutesOf(clock);
  if (from == null || to == null || now === null) return false;
  return from < to ? now >= from && now < to : now >= from || now < to;
}

/** Sends the reminders due at `now`; answers how many went. `appUrl`: where the link in the text leads. */
export async function sendReportReminders(db: Db, sms: SmsProvider, now: number, appUrl: string, options: SendOptions): Promise<number> {
  const programs = (await listPrograms(db)).filter((p) => p.report_reminder_time);
  if (programs.length === 0) return 0;
  const { date, time } = wallClockOf(now);
  const staff = await listStaff(db);
  const submitted = await allSubmittedSections(db);
  let sent = 0;
  for (const program of programs) {
    if (time < program.report_reminder_time! || inQuietHours(time, program.quiet_hours ?? defaultQuietHours)) continue;
    if (date < program.start_date || date > program.end_date) continue;
    const due = staff.flatMap((person) => {
      if (person.program !== program.name || !person.phone) return [];
      const { start, end } = staffDates(person, program);
      if (!start) return [];
      const day = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / dayMs);
      if (day < 0 || day >= reportDayCount(start, end)) return [];
      if (dayStatus(submitted.get(person.email)?.get(day) ?? [], person.staff_role) === 'complete') return [];
      return [{ person, phone: person.phone, day }];
    });
    const optedOut = await optedOutAmong(
      db,
      due.map((d) => d.phone),
    );
    for (const { person, phone, day } of due) {
      if (optedOut.has(phone)) continue;
      // A graceful stop: the reminders not taken yet go from another instance (or this one's restart).
      if (options.stopping?.aborted) return sent;
      const recorded = await db.transaction().execute(async (trx) => {
        const taken = await trx
          .insertInto('report_reminders')
          .values({ email: person.email, date, program: program.name, day, sent_at: new Date(now).toISOString(), send_id: null })
          .onConflict((oc) => oc.columns(['email', 'date']).doNothing())
          .executeTakeFirst();
        if (Number(taken.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
        const message = `Your daily report for Day ${day + 1} is not finished: ${appUrl}/report/${day + 1}`;
        const send = await recordSend(
          trx,
          sms,
          {
            senderEmail: reminderSender,
            idempotencyKey: `reminder:${person.email}:${date}`,
            program: program.name,
            typedNumber: phone,
            body: textBody(message, program.name),
            recipients: [{ name: person.full_name, phone }],
            reminder: true,
          },
          options,
        );
        await trx
          .updateTable('report_reminders')
          .set({ send_id: send.id })
          .where('email', '=', person.email)
          .where('date', '=', date)
          .execute();
        return send;
      });
      if (!recorded) continue;
      try {
        await sendRecorded(db, sms, recorded, options);
        sent += 1;
      } catch (error) {
        if (!(error instanceof LeaseLost)) throw error;
      }
    }
  }
  return sent;
}

/** Who was reminded on which day, for the admin's report grid: email → 0-based days. */
export async function remindedDays(db: Db): Promise<Map<string, Set<number>>> {
  const rows = await db.selectFrom('report_reminders').select(['email', 'day']).execute();
  const all = new Map<string, Set<number>>();
  for (const { email, day } of rows) all.set(email, (all.get(email) ?? new Set()).add(Number(day)));
  return all;
}
