// The one way a screen writes: the endpoint's default mutation function (queryClient.ts), the
// minimum spinner (docs/product.md "Limits"), and for the writes that wait for a connection
// (outbox.ts) the outbox: an Idempotency-Key made when the person presses Send, the write kept on
// the phone before anything is said about it (outboxStore.ts), sent by whichever tab sends
// (outboxSender.ts), and `held` while it waits on the phone.
import type { Endpoint } from '@pals/core/endpoint';
import { limits } from '@pals/core/limits';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { z } from 'zod/mini';
import { isSessionLost, type ApiFailure } from '../api/client.ts';
import type { CallAddress } from '../api/firstCalls.ts';
import { atLeast } from '../ui/atLeast.ts';
import { newWriteKey, type Write } from './outbox.ts';
import { waitsOnPhone } from './onPhone.ts';
import { outboxShown } from './outboxShown.ts';
import { outboxStore, type KeptWrite } from './outboxStore.ts';
import { sendWrite } from './writeDefaults.ts';

interface SendOptions<Answer> {
  key?: string;
  /** What the write is about, for the waiting list (a Director task's name). */
  about?: string;
  /** This send's own outcome, heard only while its screen is still open. */
  onSuccess?: (answer: Answer) => void;
  onError?: (error: ApiFailure) => void;
}

interface WriteOptions<Answer, Body> {
  onSuccess?: (answer: Answer, body: Body) => void;
  /** The minimum spinner; off for calls that show none (logout shows its own). */
  minimumSpinner?: boolean;
  /** The server answered that the write is still at work (a text still being sent): how to wait
   * for its answer instead of failing. */
  stillAtWork?: { is: (error: ApiFailure) => boolean; answer: (key: string) => Promise<Answer> };
}

export type ApiMutation<Answer, Body> = UseMutationResult<Answer, ApiFailure, Write<Body>> & {
  /** Send `body`; `key` is the Idempotency-Key when the screen made its own (a text's confirmation). */
  send: (body: Body, options?: SendOptions<Answer>) => void;
  /** Kept on the phone, to be sent when the connection is back. */
  held: boolean;
  /** Being sent now, with the person waiting for it (not held on the phone). */
  sending: boolean;
  /** It failed and the phone could not keep it either (its storage is full): the screen says so. */
  notKept: boolean;
};

const noKeys = () => () => undefined;
const outboxSending = () => import('./outboxSender.ts');

/** The outbox's record of each write pressed and not yet settled, made in the tap, by its key. */
const pressed = new Map<string, KeptWrite>();

/** In the tap itself, before any await: a reload a moment later still finds it (outboxStore.ts). */
function journal(path: string, body: unknown, key: string, about: string | undefined): void {
  const record: KeptWrite = {
    key,
    path,
    body,
    about,
    owner: outboxShown.owner() ?? '',
    ownerName: outboxShown.ownerName() ?? undefined,
    writtenAt: Date.now(),
    held: false,
    refused: null,
  };
  pressed.set(key, record);
  outboxStore.journal(record);
}

export function useApiMutation<B extends z.ZodMiniType, A extends z.ZodMiniType>(
  endpoint: Endpoint<B, A, z.ZodMiniType | undefined> | CallAddress<Endpoint<B, A, undefined>>,
  options: WriteOptions<z.infer<A>, z.input<B>> = {},
): ApiMutation<z.infer<A>, z.input<B>> {
  const outbox = waitsOnPhone(endpoint);
  const mutation = useMutation<z.infer<A>, ApiFailure, Write<z.input<B>>>({
    mutationKey: [endpoint.path],
    mutationFn: (write) => {
      const record = pressed.get(write.key);
      const { stillAtWork } = options;
      const sent = (
        record ? outboxSending().then(({ keepAndSend }) => keepAndSend(record)) : sendWrite(endpoint as never, write)
      ).catch((error: ApiFailure) => {
        if (stillAtWork?.is(error)) return stillAtWork.answer(write.key);
        throw error;
      }) as Promise<z.infer<A>>;
      return options.minimumSpinner === false ? sent : atLeast(limits.minimumSpinnerMs, sent);
    },
    onSuccess: (answer, write) => options.onSuccess?.(answer, write.body),
    onSettled: (_answer, _error, write) => void pressed.delete(write.key),
  });

  const send = (body: z.input<B>, { key, about, onSuccess, onError }: SendOptions<z.infer<A>> = {}) => {
    const writeKey = key ?? (outbox ? newWriteKey() : '');
    if (outbox) journal(endpoint.path, body, writeKey, about);
    mutation.mutate({ body, key: writeKey }, { onSuccess: (answer) => onSuccess?.(answer), onError: (error) => onError?.(error) });
  };
  const heldKey = outbox && mutation.isPending ? mutation.variables?.key : undefined;
  // Leaving the screen (or its next write) hands this write to the waiting list.
  useEffect(() => {
    if (!heldKey) return;
    return () => void outboxSending().then(({ screenLeft }) => screenLeft(heldKey));
  }, [heldKey]);
  const waiting = useSyncExternalStore(
    heldKey ? outboxShown.subscribe : noKeys,
    () => heldKey !== undefined && outboxShown.current().some((write) => write.key === heldKey && write.refused === null),
    () => false,
  );
  // The session ended while it was being sent: it stays on the phone for its owner (outboxSender.ts).
  const held = waiting || (outbox && mutation.isError && isSessionLost(mutation.error));
  const notKept = mutation.isError && mutation.error.code === 'not_kept';
  return Object.assign(mutation, { send, held, sending: mutation.isPending && !held, notKept });
}
