// The one way a screen writes: the endpoint's default mutation function (queryClient.ts), the
// SPEC §9 minimum spinner, an Idempotency-Key for each write of the outbox (made once, when the
// person presses Send, and kept through every try), and `held` while it waits on the phone.
import type { Endpoint } from '@pals/core/api';
import { limits } from '@pals/core/limits';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { ApiFailure } from '../api/client.ts';
import type { CallAddress } from '../api/firstCalls.ts';
import { atLeast } from '../ui/atLeast.ts';
import { isHeldBack, isOutboxEndpoint, newWriteKey, type Write } from './outbox.ts';
import { registerWrite, sendWrite } from './writeDefaults.ts';

interface SendOptions<Answer> {
  key?: string;
  /** This send's own outcome, heard only while its screen is still open. */
  onSuccess?: (answer: Answer) => void;
  onError?: (error: ApiFailure) => void;
}

interface WriteOptions<Answer, Body> {
  onSuccess?: (answer: Answer, body: Body) => void;
  /** SPEC §9's minimum spinner; off for calls that show none (logout shows its own). */
  minimumSpinner?: boolean;
}

export type ApiMutation<Answer, Body> = UseMutationResult<Answer, ApiFailure, Write<Body>> & {
  /** Send `body`; `key` is the Idempotency-Key when the screen made its own (a text's confirmation). */
  send: (body: Body, options?: SendOptions<Answer>) => void;
  /** Kept on the phone, to be sent when the connection is back (issue 12 §4). */
  held: boolean;
  /** Being sent now, with the person waiting for it (not held on the phone). */
  sending: boolean;
};

export function useApiMutation<B extends z.ZodMiniType, A extends z.ZodMiniType>(
  endpoint: Endpoint<B, A, z.ZodMiniType | undefined> | CallAddress<Endpoint<B, A, undefined>>,
  options: WriteOptions<z.infer<A>, z.input<B>> = {},
): ApiMutation<z.infer<A>, z.input<B>> {
  const client = useQueryClient();
  const outbox = isOutboxEndpoint(endpoint as never);
  registerWrite(client, endpoint as never);
  const mutation = useMutation<z.infer<A>, ApiFailure, Write<z.input<B>>>({
    mutationKey: [endpoint.path],
    mutationFn: (write) => {
      const sent = sendWrite(endpoint as never, write) as Promise<z.infer<A>>;
      return options.minimumSpinner === false ? sent : atLeast(limits.minimumSpinnerMs, sent);
    },
    onSuccess: (answer, write) => options.onSuccess?.(answer, write.body),
  });

  // The screen that made a write is there to show how it went: it leaves the outbox then, and
  // only a write that settles after its screen was left is shown in the waiting list (Outbox).
  const settledHere = (key: string) => {
    for (const stored of client.getMutationCache().findAll({ predicate: (m) => (m.state.variables as Write | undefined)?.key === key })) {
      client.getMutationCache().remove(stored);
    }
  };
  const send = (body: z.input<B>, { key, onSuccess, onError }: SendOptions<z.infer<A>> = {}) => {
    const writeKey = key ?? (outbox ? newWriteKey() : '');
    mutation.mutate(
      { body, key: writeKey },
      {
        onSuccess: (answer) => onSuccess?.(answer),
        onError: (error) => onError?.(error),
        onSettled: () => {
          if (outbox) settledHere(writeKey);
        },
      },
    );
  };
  const held = outbox && isHeldBack(mutation);
  return Object.assign(mutation, { send, held, sending: mutation.isPending && !held });
}
