// How many recipients one person may text in an hour (docs/deploy.md "Limits on texts"), sending now and
// scheduled texts together, counted when a send is made or a scheduled text goes out. An Administrator's
// typed number counts 1; "Send a test to me" and report reminders have their own limits and do not count.

/** More than a Director texting every program of a big camp twice in an hour; far less than one
 * person's flood (the attack's 30 whole-program texts were 1,290 in 2.5 minutes). */
const recipientsPerHourDefault = 2000;
const recipientsPerHourSetting = 'text_recipients_per_person_per_hour';
export const recipientsWindowMs = 3_600_000;

/** The limit a workbook's settings set: a whole number from 1 to 100,000, else the default. */
export function recipientsPerHourOf(settings: ReadonlyMap<string, string>): number {
  const value = settings.get(recipientsPerHourSetting)?.trim().replaceAll(',', '') ?? '';
  return /^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= 100_000 ? Number(value) : recipientsPerHourDefault;
}

const count = (n: number) => n.toLocaleString('en-US');
const people = (n: number) => (n === 1 ? '1 person' : `${count(n)} people`);
const minutes = (ms: number) => {
  const m = Math.max(1, Math.ceil(ms / 60_000));
  return m === 1 ? '1 minute' : `${m} minutes`;
};

/** A send of the last hour by the same person: when it was made and to how many. */
export interface RecentSend {
  at: number;
  recipients: number;
}

/** The words refusing a send to `recipients` at `now`, or null when there is room; `recent` are the
 * person's sends of the last hour. Says how long until there is room, if ever. */
export function recipientsProblem(recipients: number, recent: readonly RecentSend[], max: number, now: number): string | null {
  const inWindow = recent.filter((send) => send.at > now - recipientsWindowMs).sort((a, b) => a.at - b.at);
  const texted = inWindow.reduce((sum, send) => sum + send.recipients, 0);
  if (texted + recipients <= max) return null;
  const limit = `${count(max)} an hour is the most one person may text`;
  if (recipients > max)
    return `This text would go to ${people(recipients)}: ${limit}. An Administrator can raise it in the workbook's settings tab.`;
  let used = texted;
  let roomAt = now;
  for (const send of inWindow) {
    used -= send.recipients;
    roomAt = send.at + recipientsWindowMs;
    if (used + recipients <= max) break;
  }
  return `You have texted ${people(texted)} in the last hour, and this text would go to ${people(recipients)}: ${limit}. Please try again in ${minutes(roomAt - now)}.`;
}
