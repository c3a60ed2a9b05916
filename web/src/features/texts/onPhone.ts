// Texts' calls on the phone (data/onPhone.ts; gathered by app/onPhone.ts). Scheduled texts
// (docs/product.md#scheduled-texts) never wait on the phone, like texts sent now: a text sent hours
// late is wrong. Once one is scheduled, edited or cancelled, the list of scheduled texts is read again.
import { readAgain, type OnPhoneTable } from '../../data/onPhone.ts';

export const textsOnPhone: OnPhoneTable = {
  '/api/google/scheduledtext': { after: (client) => readAgain(client, '/api/google/scheduledtext') },
  '/api/google/scheduledtext/edit': { after: (client) => readAgain(client, '/api/google/scheduledtext') },
  '/api/google/scheduledtext/cancel': { after: (client) => readAgain(client, '/api/google/scheduledtext') },
};
