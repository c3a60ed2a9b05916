// How the configuration viewer writes a value (SPEC §2 Admin): integers above 100000 are times, shown
// as local MM/DD/YYYY h:mm:ss a; booleans Yes/No; nothing '—'.
import { formatLocalTime } from '@pals/core/time';

export function configValueText(value: string | number | boolean | null): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isInteger(value) && value > 100000 ? formatLocalTime(value) : String(value);
  return value;
}

/** An ISO time of the server (when a feedback, note or text was sent) in the reader's local time. */
export function localTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatLocalTime(ms);
}
