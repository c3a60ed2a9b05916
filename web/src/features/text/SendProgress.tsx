// docs/product.md#texts: while Send now waits, how far the text has got. A text to thousands goes at
// the provider's pace (minutes), so the sender sees the count grow instead of a bare spinner.
import { api } from '@pals/core/api';
import { useApiQuery } from '../../data/useApiQuery.ts';
import { count } from '../../ui/count.ts';

export function SendProgress({ sendKey }: { sendKey: string }) {
  const progress = useApiQuery(api.textProgress, { key: sendKey }, { refetchInterval: 1000, staleTime: 0 });
  const total = progress.data?.total ?? 0;
  if (total === 0) return null;
  const done = progress.data?.done ?? 0;
  return (
    <div className="send-progress">
      <p className="text-line" id="send-progress">
        {count(done)} of {count(total)} numbers done
      </p>
      <progress max={total} value={done} aria-labelledby="send-progress" />
    </div>
  );
}
