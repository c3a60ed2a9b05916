// The support page's lists (docs/product.md#calls): the room names and an address's hub.
import { z } from 'zod/mini';
import { endpoint, text } from '../endpoint.ts';
import { limits } from '../limits.ts';

export const supportCalls = {
  rooms: endpoint({ method: 'GET', path: '/api/rooms', access: 'support', answer: () => z.object({ names: z.array(z.string()) }) }),
  hubs: endpoint({
    method: 'POST',
    path: '/api/hubs',
    access: 'support',
    body: () =>
      z.object({ message: text(1, 'Enter an address', limits.address, `An address can be at most ${limits.address} characters`) }),
    answer: () => z.object({ hub: z.string() }),
  }),
};
