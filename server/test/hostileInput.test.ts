// Hostile input: generated bodies, query strings and headers at every call. Never a 5xx, never a
// stack trace, a 400 naming the field for bad input, and nothing stored by a rejected write.
import { api } from '@pals/core/api';
import { limits } from '@pals/core/limits';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostNameOf, loopbackHostNames } from '../src/http/hosts.ts';
import { databases, startApp, type Answer, type Browser, type TestApp } from './harness.ts';

const ownedTables = [
  'feedback',
  'notes',
  'report_submissions',
  'task_submissions',
  'text_sends',
  'text_recipients',
  'idempotency_keys',
  'outbox',
] as const;
const endpoints = Object.values(api);
/** A CSV download that passes the checks starts a process of its own (src/admin/downloadProcess.ts),
 * 0.1–0.3 s each: its generated input (checked by the same code as every call's, before that) gets
 * a few runs, and the other calls share the 10,000. */
const isDownload = (endpoint: (typeof endpoints)[number]) => endpoint.path.endsWith('.csv');
const downloadRuns = 12;
const downloadCount = endpoints.filter(isDownload).length;
const runsPerEndpoint = Math.ceil((10_000 - downloadCount * downloadRuns) / (endpoints.length - downloadCount));

const fragments = [
  "'; drop table feedback; --",
  '<script>alert(1)</script>',
  '" OR 1=1 --',
  '\u0000',
  '🏕️🔥',
  '%00',
  '../../etc/passwd',
  '{{7*7}}',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(400),
];
const nasty = fc.oneof(
  fc.constantFrom(...fragments),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ minLength: 2000, maxLength: 70_000 }),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);
const deep = fc.integer({ min: 20, max: 300 }).map((depth) => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`) as unknown);
const fieldNames = [
  'message',
  'name',
  'password',
  'username',
  'code',
  'email',
  'participant',
  'report',
  'day',
  'selectedProgram',
  'inputNumber',
  'dietaryNeeds',
  '00-february-training-WelcometoPALS-Completed',
  '__proto__',
  'constructor',
];
const body: fc.Arbitrary<unknown> = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 6 }),
  fc.anything(),
  deep,
  fc.constant(undefined),
);
type Raw = { raw: string | Buffer; contentType: string };
const rawBody: fc.Arbitrary<Raw> = fc.oneof(
  fc.constant({ raw: Buffer.from([0x7b, 0x22, 0x6d, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), contentType: 'application/json' }),
  fc.string().map((raw) => ({ raw, contentType: 'application/json' })),
  fc.string().map((raw) => ({ raw, contentType: 'text/plain' })),
  fc.constant({ raw: `{"message":"${'x'.repeat(70_000)}"}`, contentType: 'application/json' }),
);
// Headers a real client can send (visible ASCII: HTTP refuses control characters before the app sees them).
const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
const headerValue = fc.oneof(
  fc.constantFrom(...fragments.filter((fragment) => /^[\x20-\x7e]+$/.test(fragment))),
  fc.constantFrom(
    'application/json; charset=utf-16',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
    'application/json;;',
    'null',
    'https://evil.example',
    'gzip, deflate, br',
    'bytes=0-1',
    'Bearer x.y.z',
  ),
  // Idempotency-Keys: good ones used again and again with other bodies, and nearly good ones.
  fc.constantFrom('same-key', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'k'.repeat(101), 'a, b', ' spaced '),
  fc.string({ unit: printable }),
  fc.string({ unit: printable, minLength: 1000, maxLength: 8000 }),
);
const headerNames = [
  'content-type',
  'accept',
  'origin',
  'referer',
  'x-requested-with',
  'idempotency-key',
  'x-forwarded-proto',
  'x-forwarded-for',
  'x-forwarded-host',
  'accept-language',
  'accept-encoding',
  'user-agent',
  'if-none-match',
  'range',
  'authorization',
  'x-http-method-override',
];
const headers = fc.dictionary(fc.constantFrom(...headerNames), headerValue, { maxKeys: 4 });
const query = fc.dictionary(fc.constantFrom('day', 'report', 'program', 'page', 'email', 'x'), fc.oneof(nasty, fc.integer().map(String)), {
  maxKeys: 4,
});

describe.each(databases)('hostile input on $name', ({ name, url }) => {
  let t: TestApp;
  let requests = 0;
  const who = new Map<string, Browser>();
  beforeAll(async () => {
    t = await startApp(url);
    const participant = t.browser();
    await participant.post('/api/local/login', { username: 'participant', password: 'bluejay' });
    who.set('participant', participant);
    for (const [role, email] of [
      ['admin', 'alex.rivera@example.org'],
      ['director', 'dana.brooks@example.org'],
    ] as const) {
      const b = t.browser();
      await b.post('/api/demo/login', { email });
      who.set(role, b);
    }
  });
  afterAll(() => t.close());

  /** Someone allowed to make the call, so the input, not the role, is what is tested; calls that
   * sign in or out get a browser of their own, so they cannot end the others' sessions. */
  const signInOrOut = new Set<string>([api.campLogin.path, api.codeLogin.path, api.googleLogin.path, api.demoLogin.path, api.logout.path]);
  const callerOf = (endpoint: { access: string; path: string }) =>
    signInOrOut.has(endpoint.path)
      ? t.browser()
      : who.get(
          endpoint.access === 'participantCalls'
            ? 'participant'
            : endpoint.access === 'tasks' || endpoint.access === 'letPhoneIn'
              ? 'director'
              : 'admin',
        )!;
  const counts = async () =>
    Promise.all(
      ownedTables.map(async (table) =>
        Number(
          (
            await t.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );

  function checkAnswer(answer: Answer) {
    expect(answer.status).toBeLessThan(500);
    const text = JSON.stringify(answer.body);
    expect(text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
    if (answer.status >= 400) {
      expect(typeof answer.body.error?.code).toBe('string');
      expect(typeof answer.body.error?.message).toBe('string');
      if (answer.body.error.code === 'bad_input')
        expect(Object.keys(answer.body.error.fields ?? {}), answer.body.error.message).not.toEqual([]);
    }
  }

  // Fewer runs on the second database: the same code, checked for what differs (the driver).
  const runsOf = (endpoint: (typeof endpoints)[number]) =>
    Math.ceil((isDownload(endpoint) ? downloadRuns : runsPerEndpoint) / (name === 'SQLite' ? 1 : 5));

  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s survives generated input',
    async (_, endpoint) => {
      await fc.assert(
        fc.asyncProperty(
          body,
          rawBody,
          query,
          fc.oneof(fc.constant({}), headers),
          fc.boolean(),
          async (json, raw, params, extra, useRaw) => {
            const caller = callerOf(endpoint);
            requests += 1;
            const search = new URLSearchParams(params as Record<string, string>).toString();
            const path = `${endpoint.path}${search ? `?${search}` : ''}`;
            if (endpoint.method === 'GET') return checkAnswer(await caller.get(path, extra));
            const before = await counts();
            const answer = useRaw
              ? await caller.send('POST', path, raw.raw, {
                  origin: 'http://localhost:80',
                  'content-type': raw.contentType,
                  'idempotency-key': 'hostile',
                  ...extra,
                })
              : await caller.post(path, json === undefined ? '' : JSON.stringify(json), {
                  'idempotency-key': `k-${Math.random()}`,
                  ...extra,
                });
            checkAnswer(answer);
            if (answer.status >= 400) expect(await counts()).toEqual(before);
            // The callers are still signed in: the input was tested, not a lost session. A sign-in
            // call's 401 is its answer to a wrong camp password or code ({ code: ' ' } is one).
            if (answer.status === 401 && signInOrOut.has(endpoint.path))
              expect(['wrong_password', 'google_rejected']).toContain(answer.body.error.code);
            else expect(answer.status).not.toBe(401);
          },
        ),
        { numRuns: runsOf(endpoint), seed: -553013093 },
      );
      // Many runs a call: beside the end-to-end suite on 2 cores a CSV call's runs took over 20 s.
    },
    60_000,
  );

  it('sent the planned number of generated requests', () => {
    expect(requests).toBe(endpoints.reduce((sum, endpoint) => sum + runsOf(endpoint), 0));
    if (name === 'SQLite') expect(requests).toBeGreaterThanOrEqual(10_000);
  });

  // The attack's cases. Each below sends its own requests on top of the generated ones.
  let attackRequests = 0;
  const evil = 'https://evil.example';
  const stateChanging = endpoints.filter((e) => e.method === 'POST');

  /** A path as an attacker might write it: some characters percent-encoded (either case), some
   * twice, a doubled slash, a dot segment, a trailing slash or an encoded slash. */
  const encodedPath = (path: string) =>
    fc
      .tuple(
        fc.array(fc.boolean(), { minLength: path.length, maxLength: path.length }),
        fc.constantFrom('', 'upper', 'double', 'dot', 'slash', 'trailing', 'encodedSlash'),
      )
      .map(([encode, twist]) => {
        let out = [...path].map((ch, i) => (encode[i] && ch !== '/' ? `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}` : ch)).join('');
        if (twist === 'upper') out = out.replace(/%[0-9a-f]{2}/g, (hex) => hex.toUpperCase());
        if (twist === 'double') out = out.replace(/%/g, '%25');
        if (twist === 'dot') out = out.replace('/api/', '/api/./');
        if (twist === 'slash') out = `/${out}`;
        if (twist === 'trailing') out = `${out}/`;
        if (twist === 'encodedSlash') out = out.replace(/\/(?=[^/]*$)/, '%2F');
        return out;
      });

  it.each(stateChanging.map((e) => [e.path, e] as const))(
    'POST %s under percent-encoded paths and forged origins changes nothing',
    async (_, endpoint) => {
      await fc.assert(
        fc.asyncProperty(
          encodedPath(endpoint.path),
          fc.constantFrom(evil, 'null', 'http://localhost:80.evil.example'),
          async (path, origin) => {
            attackRequests += 1;
            const before = await counts();
            const answer = await callerOf(endpoint).send(
              'POST',
              path,
              JSON.stringify({ message: 'hi', participant: '*Coach Taylor', email: 'priya.shah@example.org' }),
              {
                origin,
                'content-type': 'application/json',
                'x-forwarded-host': 'evil.example',
                'idempotency-key': `e-${attackRequests}`,
              },
            );
            checkAnswer(answer);
            // Whatever the spelling, a call from another site is refused (403) or reaches no route (404).
            expect([403, 404]).toContain(answer.status);
            expect(await counts()).toEqual(before);
          },
        ),
        { numRuns: name === 'SQLite' ? 60 : 12 },
      );
    },
  );

  const forwardedValue = fc.oneof(
    fc.ipV4(),
    fc.ipV6(),
    fc.array(fc.ipV4(), { minLength: 2, maxLength: 5 }).map((hops) => hops.join(', ')),
    fc.constantFrom(
      'unknown',
      '127.0.0.1',
      '::1',
      '_hidden',
      'for=1.2.3.4;proto=https;host=evil.example',
      'evil.example',
      'https',
      'javascript',
      '',
      ' , , ',
      '999.999.999.999',
    ),
    fc.string({ unit: printable, maxLength: 200 }),
  );
  const forwarded = fc.record(
    {
      'x-forwarded-for': forwardedValue,
      'x-forwarded-host': forwardedValue,
      'x-forwarded-proto': forwardedValue,
      'x-real-ip': forwardedValue,
      forwarded: forwardedValue,
      'x-forwarded-port': forwardedValue,
    },
    { requiredKeys: [] },
  );

  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s with spoofed forwarded headers', async (_, endpoint) => {
    await fc.assert(
      fc.asyncProperty(forwarded, async (extra) => {
        attackRequests += 1;
        const caller = callerOf(endpoint);
        const answer =
          endpoint.method === 'GET'
            ? await caller.get(endpoint.path, extra as Record<string, string>)
            : await caller.post(endpoint.path, {}, extra as Record<string, string>);
        checkAnswer(answer);
        // Forwarded headers from an untrusted peer change nothing: no HSTS, no Secure cookie.
        expect(answer.headers['strict-transport-security']).toBeUndefined();
        expect(String(answer.headers['set-cookie'] ?? '')).not.toMatch(/;\s*Secure/i);
      }),
      { numRuns: Math.ceil((isDownload(endpoint) ? 8 : 40) / (name === 'SQLite' ? 1 : 5)) },
    );
  });

  // DNS rebinding: a page on a rebound name sends its own name as Host
  // and as Origin. Every call answers 421 before any route (docs/security.md "Hosts").
  const servedNames = new Set(loopbackHostNames);
  const foreignHost = fc
    .oneof(
      fc.constantFrom(
        'rebind.attacker.example:3941',
        'localhost.attacker.example',
        '127.0.0.1.nip.io:3000',
        'localhost.',
        '127.0.0.2',
        '[::2]:80',
        '[::ffff:127.0.0.1]',
        '0.0.0.0:3000',
        'LOCALHOST.evil.example',
        'evil.example',
        'localhost@evil.example',
        'xn--lcalhost-9za',
        '2130706433',
      ),
      fc.domain(),
      fc.tuple(fc.domain(), fc.integer({ min: 1, max: 65_535 })).map(([domain, port]) => `${domain}:${port}`),
      fc.ipV4(),
      fc.ipV6().map((address) => `[${address}]:3000`),
      fc.string({ unit: printable, minLength: 1, maxLength: 300 }),
    )
    .filter((host) => host.trim() !== '' && !servedNames.has(hostNameOf(host)));

  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s from a foreign Host with its own Origin is refused 421 and changes nothing',
    async (_, endpoint) => {
      await fc.assert(
        fc.asyncProperty(foreignHost, async (host) => {
          attackRequests += 1;
          const before = await counts();
          const headers = {
            host,
            origin: `http://${host}`,
            'idempotency-key': `h-${attackRequests}`,
            'x-requested-with': 'XMLHttpRequest',
          };
          const caller = callerOf(endpoint);
          const answer =
            endpoint.method === 'GET'
              ? await caller.get(endpoint.path, headers)
              : await caller.post(endpoint.path, { message: 'hi', email: 'alex.rivera@example.org', password: 'bluejay' }, headers);
          checkAnswer(answer);
          expect(answer.status, host).toBe(421);
          expect(answer.body.error.code).toBe('wrong_host');
          expect(answer.headers['set-cookie']).toBeUndefined();
          expect(await counts()).toEqual(before);
        }),
        { numRuns: name === 'SQLite' ? 20 : 4 },
      );
    },
  );

  it('answers the health checks whatever the Host (load balancers ask by address)', async () => {
    for (const host of fc.sample(foreignHost, name === 'SQLite' ? 40 : 8)) {
      for (const path of ['/healthz', '/readyz']) {
        attackRequests += 1;
        const answer = await t.browser().get(path, { host });
        expect(answer.status, host).toBe(200);
      }
    }
  });

  it('guessing camp passwords from rotating forwarded addresses, with any device cookie, gives no 5xx; a known phone still signs in', async () => {
    // Behind a trusted proxy, each guess may claim an address of its own.
    const proxied = await startApp(url, { trustProxy: ['127.0.0.1'] });
    try {
      const signedInBefore = async () => {
        const phone = proxied.browser();
        expect((await phone.post('/api/local/login', { username: 'participant', password: 'bluejay' })).status).toBe(200);
        expect((await phone.post('/api/logout', {})).status).toBe(200);
        return phone;
      };
      const keptAside = await signedInBefore();
      const real = (await signedInBefore()).cookies.get('pals_device')!;
      const deviceCookie = fc.oneof(
        fc.constant(null),
        fc.constant(real),
        fc.constant(`${real.slice(0, -3)}abc`),
        fc.constant(real.split('.')[0]!),
        fc.string({ unit: printable, maxLength: 300 }),
        fc.base64String({ maxLength: 200 }).map((text) => proxied.app.signCookie(text)),
        fc
          .record({ n: fc.string(), p: fc.array(nasty, { maxLength: 7 }), t: fc.oneof(fc.integer(), fc.double(), fc.string()) })
          .map((claims) => proxied.app.signCookie(Buffer.from(JSON.stringify(claims)).toString('base64url'))),
      );
      const password = fc.oneof(nasty, fc.constantFrom('bluejay', 'lighthouse', 'Bluejay', 'bluejay ', ''));
      await fc.assert(
        fc.asyncProperty(forwardedValue, password, deviceCookie, async (forwardedFor, guess, cookie) => {
          attackRequests += 1;
          const browser = proxied.browser();
          if (cookie !== null) browser.cookies.set('pals_device', cookie.replace(/[;\s]/g, ''));
          const answer = await browser.post(
            '/api/local/login',
            { username: 'participant', password: guess },
            { 'x-forwarded-for': forwardedFor },
          );
          checkAnswer(answer);
          expect([200, 400, 401, 413, 429]).toContain(answer.status);
        }),
        { numRuns: name === 'SQLite' ? 600 : 120 },
      );
      // However many of the random guesses were wrong ones that count (fewer than 50 in some PostgreSQL
      // runs of 120), 50 more close camp sign-in for unknown phones; the phone kept aside signs in all the same.
      for (let guess = 0; guess < limits.campLoginFailedGuessesEverywhere; guess += 1)
        await proxied
          .browser()
          .post('/api/local/login', { username: 'participant', password: `not-it-${guess}` }, { 'x-forwarded-for': `198.51.100.${guess}` });
      const stranger = await proxied
        .browser()
        .post('/api/local/login', { username: 'participant', password: 'bluejay' }, { 'x-forwarded-for': '203.0.113.200' });
      expect(stranger.status).toBe(429);
      const again = await keptAside.post(
        '/api/local/login',
        { username: 'participant', password: 'bluejay' },
        { 'x-forwarded-for': '203.0.113.201' },
      );
      expect(again.status).toBe(200);
      attackRequests += 2;
    } finally {
      await proxied.close();
    }
  }, 180_000);

  it('every CSV download quotes or neutralises a formula after a separator, as a spreadsheet splitting on ; or tabs reads it', async () => {
    const separated = fc
      .tuple(
        fc.string({ maxLength: 10 }),
        fc.constantFrom(';', ',', '\t', '\n', '\r\n', '; ', ';;', ',;'),
        fc.constantFrom('=1+2', '+1', '-2+3', '@SUM(A1)', '=HYPERLINK("https://evil.example","x")', "=cmd|' /C calc'!A0"),
        fc.constantFrom('', ';', ';x', '\n'),
      )
      .map((parts) => parts.join('').replaceAll('\u0000', '').slice(0, 100));
    await t.db.deleteFrom('rate_limits').execute();
    let participant = t.browser();
    for (const [i, message] of fc.sample(separated, 40).entries()) {
      if (i % 20 === 0) participant = await t.participant('bluejay');
      const answer = await participant.post('/api/local/feedback', { message: `x${message}`, name: message.slice(0, 50) });
      expect(answer.status).toBe(200);
      attackRequests += 1;
    }
    const admin = who.get('admin')!;
    for (const csv of [api.adminFeedbackCsv, api.adminNotesCsv, api.adminTextsCsv, api.adminReportsCsv, api.adminTasksCsv]) {
      const body = String((await admin.get(csv.path)).body);
      attackRequests += 1;
      for (const separator of [';', '\t']) {
        const pieces = body.split(/\r\n|\n|\r/).flatMap((line) => line.split(separator));
        const formulas = pieces.map((piece) => piece.replace(/^"/, '').replace(/^ +/, '')).filter((piece) => /^[=+\-@]/.test(piece));
        expect(formulas, `${csv.path} split on ${JSON.stringify(separator)}`).toEqual([]);
      }
      const rows = parse(body.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
      expect(
        rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell)),
        csv.path,
      ).toEqual([]);
    }
  }, 120_000);

  it('every CSV download neutralises formula cells, whatever the people typed', async () => {
    const formula = fc
      .tuple(
        fc.constantFrom(
          '=',
          '+',
          '-',
          '@',
          '\t',
          '\r',
          '=HYPERLINK("https://evil.example","click")',
          '+1 (412) 555',
          '-2+3',
          '@SUM(A1)',
          '\t=1',
          '\r=1',
        ),
        fc.string({ maxLength: 30 }),
      )
      .map(([start, rest]) => `${start}${rest}`.replaceAll('\u0000', '').slice(0, 100));
    const messages = fc.sample(formula, 40);
    // This case is about CSV cells, not limits: the guesses and writes above have used up the
    // sign-in and write limits of this address, so they start again, and each session writes 20.
    await t.db.deleteFrom('rate_limits').execute();
    let participant = t.browser();
    let leader = t.browser();
    for (const [i, message] of messages.entries()) {
      if (i % 20 === 0) [participant, leader] = [await t.participant('bluejay'), await t.staff('marcus.lee@example.org')];
      expect(
        (await participant.post('/api/local/feedback', { message: message.trim() === '' ? `=${i}` : message, name: message.slice(0, 50) }))
          .status,
      ).toBe(200);
      expect(
        (await leader.post('/api/google/note', { participant: '*Coach Taylor', message: message.trim() === '' ? `+${i}` : message }))
          .status,
      ).toBe(200);
      attackRequests += 2;
    }
    const admin = who.get('admin')!;
    for (const csv of [api.adminFeedbackCsv, api.adminNotesCsv, api.adminTextsCsv, api.adminReportsCsv, api.adminTasksCsv]) {
      const answer = await admin.get(csv.path);
      attackRequests += 1;
      expect(answer.status).toBe(200);
      const rows = parse(String(answer.body).replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
      const dangerous = rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell));
      expect(dangerous, csv.path).toEqual([]);
    }
    // The formulas are kept, behind a leading quote, not dropped.
    const feedbackRows = parse(String((await admin.get(api.adminFeedbackCsv.path)).body).replace(/^\uFEFF/, ''), {
      relax_column_count: true,
    }) as string[][];
    expect(feedbackRows.flat().filter((cell) => cell.startsWith("'")).length).toBeGreaterThanOrEqual(40);
  }, 120_000);

  it('sent at least 10,000 requests in all, every one answered below 500', () => {
    if (name === 'SQLite') expect(requests + attackRequests).toBeGreaterThanOrEqual(10_000 + 1000);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const answer = await who.get('participant')!.post('/api/local/feedback', { message: 'x'.repeat(70_000) });
    expect(answer.status).toBe(413);
    expect(answer.body.error.code).toBe('too_large');
  });
});
