// docs/product.md#texts: what the sender checks before pressing Send: the text's length in SMS segments, who will
// be skipped for having opted out, and a warning in quiet hours (the sender may still send).
import { isQuietHours, smsSegments } from '@pals/core/textPreview';
import { Notice } from '../../ui/Notice.tsx';

export function SegmentsLine({ body }: { body: string }) {
  const { segments, encoding } = smsSegments(body);
  const why = encoding === 'UCS-2' ? ' (a character outside plain SMS letters, such as an emoji, makes every part shorter)' : '';
  return (
    <p className="text-line">
      <span className="text-line-label">Length:</span> {segments} SMS {segments === 1 ? 'segment' : 'segments'}, {encoding}
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

export function QuietHoursWarning({ now }: { now: Date }) {
  if (!isQuietHours(now)) return null;
  return (
    <Notice tone="info">It is quiet hours (before 8 AM or after 9 PM US Eastern). You can still send, but people may be asleep.</Notice>
  );
}
