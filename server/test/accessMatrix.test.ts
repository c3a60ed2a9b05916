// The access matrix: a hand-written table, NOT derived from core/src/people/roles.ts, of every API
// route × every identity → the status the real server must answer. It also fails when the server
// has a route the table does not name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, databases, startApp, type TestApp } from './harness.ts';

// Columns: anonymous, participant, Administrator, Program Staff, Director, Lead, Head Counselor,
// Lead without a program, Administrator without a program.
// Y = 200, a = 401 (no session), - = 403 (wrong role), 4 = 400 (allowed, but nothing to act on),
// n = 404 (not set up here: Google sign-in in demo mode).
const calls: [string, string, unknown, string][] = [
  ['GET', '/api/config', undefined, 'YYYYYYYYY'],
  ['GET', '/api/me', undefined, 'aYYYYYYYY'],
  ['POST', '/api/local/login', { username: 'participant', password: 'bluejay' }, 'YYYYYYYYY'],
  // "Let a phone in": the staff a program's participants are with make a code; anyone may type one (a wrong one: 401).
  ['POST', '/api/google/phonecode', {}, 'a--YYYY--'],
  ['POST', '/api/local/codelogin', { code: 'ABCDE 23456' }, 'aaaaaaaaa'],
  ['POST', '/api/google/authcode', { code: '4/any' }, 'nnnnnnnnn'],
  ['GET', '/api/demo/accounts', undefined, 'YYYYYYYYY'],
  ['POST', '/api/demo/login', { email: 'alex.rivera@example.org' }, 'YYYYYYYYY'],
  ['GET', '/api/google/lastupdate', undefined, 'a-YY----Y'],
  ['GET', '/api/local/call', undefined, 'aY-------'],
  ['GET', '/api/google/call', undefined, 'a-YYYYYYY'],
  ['GET', '/api/local/staff', undefined, 'aY-------'],
  ['GET', '/api/google/staff', undefined, 'a-YYYYYYY'],
  ['GET', '/api/rooms', undefined, 'aYYYYYYYY'],
  ['POST', '/api/hubs', { message: 'Pittsburgh PA 15213' }, 'aYYYYYYYY'],
  ['POST', '/api/local/feedback', { message: 'Thanks!' }, 'aY-------'],
  ['POST', '/api/google/feedback', { message: 'Thanks!' }, 'a-YYYYYYY'],
  // A Head Counselor has only their own form; staff without a program have no report days.
  ['GET', '/api/google/staffreport?day=0&report=provisions', undefined, 'a-YYYY-44'],
  ['POST', '/api/google/staffreport', { report: 'provisions', day: 0, vegetables: 'Yes' }, 'a-YYYY-44'],
  ['GET', '/api/google/reportsections', undefined, 'a-YYYYYYY'],
  ['GET', '/api/google/directortask', undefined, 'a---Y----'],
  ['POST', '/api/google/directortask', { '00-february-training-WelcometoPALS-Completed': 'true' }, 'a---Y----'],
  ['GET', '/api/google/participants', undefined, 'a-YYYYYYY'],
  ['POST', '/api/google/note', { participant: '*Coach Taylor', message: 'Kind to everyone.' }, 'a-YYYYY44'],
  // Headcount: Leads and Head Counselors of a program count; the Director, Head Counselors and Program Staff read the counts.
  [
    'POST',
    '/api/google/headcount',
    { team: 'Blue Team', moment: 'Bus', listed: ['Eli Brandywine'], present: ['Eli Brandywine'], countedAt: 1_700_000_000_000 },
    'a----YY--',
  ],
  ['GET', '/api/google/headcounts?date=2026-11-18', undefined, 'a--YY-Y--'],
  // Who counts texts Program Staff about their own count: no such count to text about.
  ['GET', '/api/google/headcountalert', undefined, 'a----YY--'],
  ['POST', '/api/google/headcountalert', { countKey: 'no-such-count' }, 'a----44--'],
  ['GET', '/api/google/admin/headcounts?date=2026-11-18', undefined, 'a-Y-----Y'],
  ['GET', '/api/google/admin/headcounts.csv', undefined, 'a-Y-----Y'],
  ['GET', '/api/google/text', undefined, 'a-YY----Y'],
  // An Administrator without a program texts through the admin call instead.
  ['POST', '/api/google/text', { message: 'Buses at 9' }, 'a-YY----4'],
  ['GET', '/api/google/textprogress?key=no-such-send', undefined, 'a-YY----Y'],
  ['GET', '/api/google/admin/textrecipients?send=no-such-send', undefined, 'a-Y-----Y'],
  ['POST', '/api/google/textadmin', { message: 'Hello', inputNumber: '(412) 555-0134' }, 'a-Y-----Y'],
  // Only the Administrator of the demo has a phone in the staff tab: the others have no phone to test with.
  ['POST', '/api/google/texttest', { message: 'Hello', program: null }, 'a-Y4----4'],
  // Scheduled texts: who may send now may schedule (an hour ahead of the real clock); no such text to cancel.
  ['GET', '/api/google/scheduledtext', undefined, 'a-YY----Y'],
  ['POST', '/api/google/scheduledtext', { message: 'Buses at 9', sendAt: new Date(Date.now() + 3_600_000).toISOString() }, 'a-YY----4'],
  [
    'POST',
    '/api/google/scheduledtext/edit',
    { id: 'no-such-text', message: 'Buses at 10', sendAt: new Date(Date.now() + 3_600_000).toISOString() },
    'a-44----4',
  ],
  ['POST', '/api/google/scheduledtext/cancel', { id: 'no-such-text' }, 'a-44----4'],
  ['GET', '/api/google/admin/config', undefined, 'a-Y-----Y'],
  ['POST', '/api/google/admin/refresh', {}, 'a-Y-----Y'],
  ['POST', '/api/google/admin/import-anyway', {}, 'a-Y-----Y'],
  ['GET', '/api/google/admin/feedback', undefined, 'a-Y-----Y'],
  ['GET', '/api/google/admin/feedback.csv', undefined, 'a-Y-----Y'],
  ['GET', '/api/google/admin/notes', undefined, 'a-Y-----Y'],
  ['GET', '/api/google/admin/notes.csv', undefined, 'a-Y-----Y'],
  ['GET', '/api/google/admin/texts', undefined, 'a-Y-----Y'],
  ['GET', '/api/google/admin/texts.csv', undefined, 'a-Y-----Y'],
  ['GET', '/api/google/admin/replies', undefined, 'a-Y-----Y'],
  ['GET', '/api/google/admin/replies.csv', undefined, 'a-Y-----Y'],
  // Twilio's webhooks: no session gets in, only Twilio's signature (test/textDelivery.test.ts).
  ['POST', '/api/twilio/status', { MessageSid: 'SM1', MessageStatus: 'sent' }, '---------'],
  ['POST', '/api/twilio/inbound', { MessageSid: 'SM1', From: '+14125550134', Body: 'STOP' }, '---------'],
  ['GET', '/api/google/admin/reports', undefined, 'a-Y-----Y'],
  ['GET', '/api/google/admin/report?email=marcus.lee%40example.org&day=0&report=provisions', undefined, 'a-Y-----Y'],
  ['GET', '/api/google/admin/reports.csv', undefined, 'a-Y-----Y'],
  ['GET', '/api/google/admin/tasks', undefined, 'a-Y-----Y'],
  ['GET', '/api/google/admin/tasks.csv', undefined, 'a-Y-----Y'],
  ['GET', '/api/google/admin/today?date=2026-11-18&since=0', undefined, 'a-Y-----Y'],
  // The setup check: this server's outside pieces, for Administrators only.
  ['GET', '/api/google/admin/setupcheck', undefined, 'a-Y-----Y'],
  // Last: it ends each identity's session.
  ['POST', '/api/logout', {}, 'YYYYYYYYY'],
];

const staffEmails = [
  'alex.rivera@example.org',
  'priya.shah@example.org',
  'dana.brooks@example.org',
  'marcus.lee@example.org',
  'hannah.cho@example.org',
  'sam.okafor@example.org',
  'jordan.miles@example.org',
];

const symbol: Record<number, string> = { 200: 'Y', 401: 'a', 403: '-', 400: '4', 404: 'n' };

const signsIn = new Set(['/api/local/login', '/api/google/authcode', '/api/demo/login']);

describe.each(databases)('who may make each call, on $name', ({ url }) => {
  let t: TestApp;
  let people: Browser[];
  /** Signs every person in again (into the same browser): a sign-in made with someone's session
   * cookie ends that session (docs/security.md "Sessions"), as the sign-in rows do for everyone. */
  let signInAgain: () => Promise<void>;
  beforeAll(async () => {
    t = await startApp(url, { twilioWebhooks: { authToken: 'the-twilio-auth-token', publicUrl: null } });
    const participant = t.browser();
    const staff = staffEmails.map(() => t.browser());
    signInAgain = async () => {
      participant.cookies.clear();
      expect((await participant.post('/api/local/login', { username: 'participant', password: 'bluejay' })).status).toBe(200);
      await Promise.all(
        staffEmails.map(async (email, i) => {
          staff[i]!.cookies.clear();
          expect((await staff[i]!.post('/api/demo/login', { email })).status).toBe(200);
        }),
      );
    };
    await signInAgain();
    people = [t.browser(), participant, ...staff];
  });
  afterAll(() => t.close());

  /** The same person in a throwaway tab: a call that signs in does not change who they are in their
   * own browser (though it ends their session, so the sign-in rows sign everyone in again after). */
  const tabOf = (person: Browser) => {
    const tab = new Browser(t.app);
    for (const [name, value] of person.cookies) tab.cookies.set(name, value);
    return tab;
  };

  // Before the matrix, whose last call ends every session. What the permission table decides beyond yes or no, hand-written from SPEC §2 Text sender and §6
  // and the demo workbook (data/demo): whose contacts each identity's text screen counts (the
  // Administrator every program's), and whose task progress /admin lists (the Directors only).
  it("counts every program's text contacts for an Administrator only", async () => {
    const covered = [];
    for (const person of people) {
      const answer = await tabOf(person).get('/api/google/text');
      covered.push(
        answer.status === 200
          ? [...new Set((answer.body.list as { program: string }[]).map((entry) => entry.program))].join(' + ')
          : answer.status,
      );
    }
    expect(covered).toEqual([401, 403, 'Blue Ridge + Lakeshore', 'Blue Ridge', 403, 403, 403, 403, 'Blue Ridge + Lakeshore']);
  });

  it('lists the Directors, and only them, in the task progress', async () => {
    const answer = await tabOf(people[2]!).get('/api/google/admin/tasks');
    expect((answer.body.directors as { name: string }[]).map((d) => d.name)).toEqual(['Dana Brooks', 'Nia Thompson']);
  });

  it.each(calls)('%s %s', async (method, path, body, expected) => {
    const statuses: number[] = [];
    for (const [i, person] of people.entries()) {
      const tab = tabOf(person);
      const headers = { 'x-requested-with': 'XMLHttpRequest', 'idempotency-key': `matrix-${i}-${path}` };
      statuses.push((method === 'GET' ? await tab.get(path) : await tab.post(path, body, headers)).status);
    }
    if (signsIn.has(path)) await signInAgain();
    expect(statuses.map((s) => symbol[s] ?? String(s)).join('')).toBe(expected);
  });

  it('names every API route the server has', () => {
    const named = new Set(calls.map(([method, path]) => `${method} ${path.split('?')[0]}`));
    expect(t.app.apiRoutes.filter((route) => !named.has(route))).toEqual([]);
    expect([...named].filter((route) => !t.app.apiRoutes.includes(route))).toEqual([]);
  });
});
