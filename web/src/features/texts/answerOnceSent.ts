// Send now answered "still being sent": the send goes on at the server, which keeps its answer with
// its key. The confirmation goes on showing Sending... and the progress, and the answer comes from
// the send's progress once every number has its outcome, as if Send now had waited for it. A lost
// connection or a server between instances is asked again; only a refusal ends the wait.
import { api } from '@pals/core/api';
import type { AnswerOf } from '@pals/core/api';
import type { QueryClient } from '@tanstack/react-query';
import { ApiFailure } from '../../api/client.ts';
import { readApi } from '../../data/useApiQuery.ts';

const askEveryMs = 2000;

/** The answer, from the progress the screen reads too (SendProgress.tsx): while it shows, the
 * progress it asked for a moment ago is read from the cache, not asked again. */
export async function answerOnceSent(client: QueryClient, key: string): Promise<AnswerOf<'sendText'>> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, askEveryMs));
    try {
      const progress = await readApi(client, api.textProgress, { key }, askEveryMs / 2);
      if (progress.answer) return progress.answer;
    } catch (error) {
      const passing = error instanceof ApiFailure && (error.status === 0 || error.status >= 500 || error.status === 429);
      if (!passing) throw error;
    }
  }
}

/** Send now's 409: the server has the send and goes on with it. */
export const isStillBeingSent = (error: unknown): boolean => error instanceof ApiFailure && error.code === 'in_progress';
