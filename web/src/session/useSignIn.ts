// A sign-in call (camp password, Google, a demo account) through the data layer; its answer is the
// person, who becomes the session (sessionClient.ts). A 401 here is a wrong password, not a lost
// session (api/client.ts).
import type { Endpoint } from '@pals/core/endpoint';
import type { SessionUser } from '@pals/core/people/session';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { CallAddress } from '../api/firstCalls.ts';
import { useApiMutation } from '../data/useApiMutation.ts';
import { signedIn } from './sessionClient.ts';

export function useSignIn<B extends z.ZodMiniType, A extends z.ZodMiniType<SessionUser>>(
  endpoint: Endpoint<B, A, undefined> | CallAddress<Endpoint<B, A, undefined>>,
) {
  const client = useQueryClient();
  return useApiMutation(endpoint, { onSuccess: (user) => signedIn(client, user) });
}
