// A day's or a bucket's mark in the admin pages: the symbol for the eye, the words for everyone else,
// so no one relies on colour or shape alone (docs/product.md#report-days marks: ✓ complete, … partial).
import type { DayStatus } from '@pals/core/reports/rules';

export const statusWords: Record<DayStatus, string> = { complete: 'complete', partial: 'partly done', none: 'not started' };
const symbols: Record<DayStatus, string> = { complete: '✓', partial: '…', none: '—' };

export function GridMark({ status }: { status: DayStatus }) {
  return (
    <span className={`grid-mark grid-mark-${status}`}>
      <span aria-hidden="true">{symbols[status]}</span>
      <span className="visually-hidden">{statusWords[status]}</span>
    </span>
  );
}
