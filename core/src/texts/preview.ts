// What the sender checks before pressing Send (docs/product.md#screen-text): the text's length in SMS segments
// and whether it would arrive in quiet hours. Kept apart from rules.ts so the segment counter and
// the time zone library load only with the text screen.
import { TZDate } from '@date-fns/tz';
import { SegmentedMessage } from 'sms-segments-calculator';

export interface Segments {
  segments: number;
  /** GSM-7 fits 160 characters in one SMS (153 each when split); any other character (an emoji,
   * curly quotes) makes the whole text UCS-2: 70 in one, 67 each when split. */
  encoding: 'GSM-7' | 'UCS-2';
}

export function smsSegments(text: string): Segments {
  const message = new SegmentedMessage(text, 'auto', false);
  return { segments: message.segmentsCount, encoding: message.encodingName === 'GSM-7' ? 'GSM-7' : 'UCS-2' };
}

/** Quiet hours: before 8 AM or from 9 PM, US Eastern time. */
export function isQuietHours(now: Date): boolean {
  const hour = new TZDate(now.getTime(), 'America/New_York').getHours();
  return hour < 8 || hour >= 21;
}
