// How the admin screens write a time of the server (docs/product.md#limits: local MM/DD/YYYY h:mm:ss a).
import { formatLocalTime } from '@pals/core/time';

/** An ISO time of the server (when a feedback, note or text was sent) in the reader's local time. */
export function localTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatLocalTime(ms);
}
