// docs/product.md#texts: what the sender checks before pressing Send: how many text messages it arrives as, who will
// be skipped for having opted out, and a warning in quiet hours (the sender may still send).
import { isQuietHours, smsSegments } from '@pals/core/texts/preview';
import { Notice } from '../../ui/Notice.tsx';

/** How long the text is, in plain words: how many texts it arrives as, and why a character makes it
 * longer (an emoji or a letter outside plain text letters). */
export function SegmentsLine({ body }: { body: string }) {
  const { segments, encoding } = smsSegments(body);
  const why = encoding === 'UCS-2' ? ' (an emoji or a special letter makes each text shorter)' : '';
  return (
    <p className="text-line">
      <span className="text-line-label">Length:</span> {segments === 1 ? 'fits in 1 text message' : `arrives as ${segments} text messages`}
      {why && <span className="text-line-label">{why}</span>}
    </p>
  );
}

export function SkippedLine({ skipped }: { skipped: number | null }) {
  if (skipped === null || skipped === 0) return null;
  return (
    <p className="text-line">
      Opted out, will be skipped: {skipped} <span className="text-line-label">(they replied STOP)</span>
    </p>
  );
}

/** `later`: the time a scheduled text goes (docs/product.md#scheduled-texts). */
export function QuietHoursWarning({ now, later = false }: { now: Date; later?: boolean }) {
  if (!isQuietHours(now)) return null;
  return later ? (
    <Notice tone="info">
      That time is in quiet hours (before 8 AM or after 9 PM US Eastern). It will still go, but people may be asleep.
    </Notice>
  ) : (
    <Notice tone="info">It is quiet hours (before 8 AM or after 9 PM US Eastern). You can still send, but people may be asleep.</Notice>
  );
}
