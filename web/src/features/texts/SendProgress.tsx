// docs/product.md#texts: while Send now waits, how far the text has got. A text to thousands goes at
// the provider's pace (minutes), so the sender sees the count grow instead of a bare spinner; and in
// plain words when it paused because the server sending it stopped, and when it went on. After Send
// now got no answer (its server went away), it goes on showing, with the answer once another server
// has finished the send.
import { api } from '@pals/core/api';
import { useApiQuery } from '../../data/useApiQuery.ts';
import { count } from '../../ui/count.ts';

export function SendProgress({ sendKey, afterAnswer = false }: { sendKey: string; afterAnswer?: boolean }) {
  const progress = useApiQuery(
    api.textProgress,
    { key: sendKey },
    { refetchInterval: (query) => (query.state.data?.answer ? false : 1000), staleTime: 0 },
  );
  const total = progress.data?.total ?? 0;
  if (total === 0) return null;
  const done = progress.data?.done ?? 0;
  const { paused, answer } = progress.data ?? {};
  return (
    <div className="send-progress">
      <p className="text-line" id="send-progress">
        {count(done)} of {count(total)} numbers done
      </p>
      <progress max={total} value={done} aria-labelledby="send-progress" />
      {paused && <p className="text-line">{paused}</p>}
      {afterAnswer && answer && <p className="text-line">{answer.response}</p>}
    </div>
  );
}
