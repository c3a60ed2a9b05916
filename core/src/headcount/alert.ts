// Texting Program Staff from a count with someone missing (docs/product.md#screen-headcount "Text
// Program Staff"): who gets the text and what it says. The phone shows the same words before the
// tap as the server sends.
import { programTimeZone } from '../texts/scheduled.ts';
import { textBody } from '../texts/rules.ts';
import { countLabel } from './rules.ts';

/** What one SMS holds in plain letters (GSM-7): 160 of them, where [ ] { } \ ^ ~ | and € take
 * two. A longer text goes as several, which some phones show apart or out of order. */
const oneSms = 160;
const smsLength = (text: string) => text.length + (text.match(/[[\]{}\\^~|€]/g)?.length ?? 0);

export interface AlertedCount {
  team: string | null;
  moment: string;
  /** When the count was finished (epoch ms). */
  countedAt: number;
  present: number;
  total: number;
  missing: readonly string[];
}

let campClockFormat: Intl.DateTimeFormat | undefined;

/** '1:05 PM' at camp (US Eastern), whatever the zone of the phone or the server: a text that
 * arrives late still says when the count was. Written from its parts, with plain spaces, so the text
 * stays in plain letters (Intl puts a narrow no-break space before PM). */
export function campClock(instant: number): string {
  campClockFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: programTimeZone, hour: 'numeric', minute: '2-digit', hour12: true });
  const parts = campClockFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** 'Gus Wren, Eli Brandywine and Noah Drummond'. */
export const namesAnd = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;

/**
 * The text, prefix and all: "[Blue Ridge] Headcount of Blue Team (Bus, 1:05 PM): 12 of 14 here.
 * Missing: Gus Wren and Noah Drummond. From Marcus Lee." It names everyone missing when that fits
 * one SMS; otherwise as many as fit (at least one), then "and 3 more (see Headcount in the app)",
 * where Program Staff read every name of the day's counts.
 */
export function alertText(count: AlertedCount, from: string, program: string): string {
  const when = count.moment.trim() ? `${count.moment.trim()}, ${campClock(count.countedAt)}` : campClock(count.countedAt);
  const head = `Headcount of ${countLabel(count.team)} (${when}): ${count.present} of ${count.total} here.`;
  const text = (names: string) => textBody(`${head} Missing: ${names}. From ${from.trim()}.`, program);
  const all = text(namesAnd(count.missing));
  if (smsLength(all) <= oneSms || count.missing.length <= 1) return all;
  for (let shown = count.missing.length - 1; ; shown--) {
    const some = text(`${count.missing.slice(0, shown).join(', ')} and ${count.missing.length - shown} more (see Headcount in the app)`);
    if (smsLength(some) <= oneSms || shown === 1) return some;
  }
}

interface StaffRow {
  full_name: string;
  staff_role: string;
  phone: string | null;
}

/** Who the text goes to: each Program Staff person of the program with a phone in the staff tab
 * (`staff` is the program's staff rows), by name. Opted-out numbers are left out where it is sent. */
export function alertedStaff<S extends StaffRow>(staff: readonly S[]): (S & { phone: string })[] {
  return staff.filter((person): person is S & { phone: string } => person.staff_role === 'Program Staff' && !!person.phone);
}

/** What the leader is told once it went to every one of them: "Sent to 2 Program Staff." */
export function alertSentWords(sent: number): string {
  return `Sent to ${sent} Program Staff.`;
}

/** Why the button is not offered, or the server refuses: no one of the program to text. */
export function noOneToAlert(optedOut: number): string {
  return optedOut === 0
    ? 'No Program Staff of this program has a phone number in the workbook.'
    : 'No Program Staff of this program can get a text: each one with a phone number has opted out of texts.';
}
