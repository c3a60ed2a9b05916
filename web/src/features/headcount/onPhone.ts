// Headcount's calls on the phone (data/onPhone.ts; gathered by app/onPhone.ts): today's counts are
// kept; a count waits, named by its team and moment, and the counts are read again once it is stored.
// Who a text to Program Staff goes to is kept, and the text waits behind its count: it says when the
// count was, so one sent late is not wrong (docs/spec-notes.md "Headcount").
import { countTitle } from '@pals/core/headcount/rules';
import { readAgain, type OnPhoneTable } from '../../data/onPhone.ts';

export const headcountOnPhone: OnPhoneTable = {
  '/api/google/headcounts': { kept: true },
  '/api/google/headcount': {
    waits: (body) => `Headcount: ${countTitle(body.team, body.moment ?? '')}`,
    after: (client) => readAgain(client, '/api/google/headcounts'),
  },
  '/api/google/headcountalert': {
    kept: true,
    waits: (_body, about) => (about ? `Text to Program Staff: ${about}` : 'Text to Program Staff'),
  },
};
