import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';
import { neutraliseCell } from '../src/http/csv.ts';

describe.each(databases)("the Administrator's inbox on $name", ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const as = (email: string) => t.staff(email);
  const participantOf = (password: string) => t.participant(password);

  it('pages feedback newest first, 50 at a time, and filters by program', async () => {
    // A phone may send 30 feedbacks a minute (core/limits.ts): 55 come from three phones of the program.
    // A second between two feedbacks: two saved in the same millisecond have no newer one.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const later = () => vi.setSystemTime(Date.now() + 1000);
    let blue = await participantOf('bluejay');
    for (let i = 1; i <= 55; i++) {
      if (i % 25 === 0) blue = await participantOf('bluejay');
      expect((await blue.post('/api/local/feedback', { message: `note ${i}` })).status).toBe(200);
      later();
    }
    await (await participantOf('lighthouse')).post('/api/local/feedback', { message: 'From the lake', name: 'Kim' });
    vi.useRealTimers();
    const alex = await as('alex.rivera@example.org');
    const first = await alex.get('/api/google/admin/feedback');
    expect(first.body).toMatchObject({ page: 1, pages: 2, total: 56 });
    expect(first.body.rows).toHaveLength(50);
    expect(first.body.rows[0]).toMatchObject({ program: 'Lakeshore', sender: 'participant', name: 'Kim', message: 'From the lake' });
    const second = await alex.get('/api/google/admin/feedback?page=2');
    expect(second.body.rows).toHaveLength(6);
    expect(second.body.rows.at(-1).message).toBe('note 1');
    const lake = await alex.get('/api/google/admin/feedback?program=Lakeshore');
    expect(lake.body).toMatchObject({ total: 1, pages: 1 });
    expect((await alex.get('/api/google/admin/feedback?page=0')).body.error.fields).toEqual({ page: 'page must be 1 or more' });
  });

  it('downloads feedback as CSV with commas, quotes, newlines and emoji intact', async () => {
    await (
      await participantOf('bluejay')
    ).post('/api/local/feedback', { message: 'Loved it, "really"!\nSee you 🏕️ next year', name: 'Zoë' });
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/google/admin/feedback.csv',
      headers: { cookie: [...(await as('alex.rivera@example.org')).cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="feedback.csv"');
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFtime,program,sender,name,message');
    expect(answer.body).toContain(',Blue Ridge,participant,Zoë,"Loved it, ""really""!\nSee you 🏕️ next year"\r\n');
  });

  it('neutralises spreadsheet formulas in CSV cells (OWASP: a leading quote)', async () => {
    const blue = await participantOf('bluejay');
    for (const message of ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', 'plain = fine'])
      await blue.post('/api/local/feedback', { message, name: '=cmd' });
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/google/admin/feedback.csv',
      headers: { cookie: [...(await as('alex.rivera@example.org')).cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const body = answer.body;
    expect(body).toContain(`,'=cmd,"'=HYPERLINK(""http://evil.example"",""x"")"\r\n`);
    expect(body).toContain(",'=cmd,'+1+1\r\n");
    expect(body).toContain(",'=cmd,'-2+3\r\n");
    expect(body).toContain(",'=cmd,'@SUM(A1)\r\n");
    expect(body).toContain(",'=cmd,plain = fine\r\n");
  });

  it('quotes or neutralises a cell like ;=1 that a spreadsheet splitting on ; or tabs would read as a formula', async () => {
    const blue = await participantOf('bluejay');
    const messages = [';=1', 'a;=1;', 'Loved it;\t@SUM(A1)', ',=1', 'x\n=1+2', 'tab\there', 'Great day, -ish'];
    for (const message of messages) expect((await blue.post('/api/local/feedback', { message, name: ';-cmd' })).status).toBe(200);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/google/admin/feedback.csv',
      headers: { cookie: [...(await as('alex.rivera@example.org')).cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const body = answer.body;
    expect(body).toContain(`,";'-cmd",";'=1"\r\n`);
    expect(body).toContain(`,";'-cmd","a;'=1;"\r\n`);
    expect(body).toContain(`,";'-cmd","Loved it;'\t'@SUM(A1)"\r\n`);
    expect(body).toContain(`,";'-cmd",",'=1"\r\n`);
    expect(body).toContain(`,";'-cmd","x\n'=1+2"\r\n`);
    expect(body).toContain(`,";'-cmd","tab\there"\r\n`);
    // A comma never starts a cell of a comma-separated file (its cell is quoted): the text is kept.
    expect(body).toContain(`,";'-cmd","Great day, -ish"\r\n`);
    // Read as the spreadsheet of a locale that splits on semicolons (or an import on tabs) reads it,
    // honouring no quote but one at a piece's start: no piece starts with a formula character.
    for (const separator of [';', '\t']) {
      const pieces = body.split(/\r\n|\n|\r/).flatMap((line) => line.split(separator));
      const formulas = pieces.map((piece) => piece.replace(/^"/, '').replace(/^ +/, '')).filter((piece) => /^[=+\-@]/.test(piece));
      expect(formulas, `split on ${JSON.stringify(separator)}`).toEqual([]);
    }
  });

  it('lists notes and texts with every recipient', async () => {
    const marcus = await as('marcus.lee@example.org');
    await marcus.post('/api/google/note', { participant: '*Coach Taylor', message: 'Great with the canoes.' });
    const priya = await as('priya.shah@example.org');
    await priya.post('/api/google/text', { message: 'Buses at 9' }, { 'idempotency-key': 'k1' });
    const alex = await as('alex.rivera@example.org');
    const notes = await alex.get('/api/google/admin/notes');
    expect(notes.body.rows).toEqual([
      {
        time: expect.any(String),
        program: 'Blue Ridge',
        author: 'marcus.lee@example.org',
        authorName: 'Marcus Lee',
        participant: '*Coach Taylor',
        message: 'Great with the canoes.',
      },
    ]);
    const texts = await alex.get('/api/google/admin/texts');
    expect(texts.body.total).toBe(1);
    expect(texts.body.rows[0]).toMatchObject({
      sender: 'priya.shah@example.org',
      senderName: 'Priya Shah',
      scheduledByName: null,
      target: 'Blue Ridge',
      body: '[Blue Ridge] Buses at 9',
    });
    expect(texts.body.rows[0].answer).toMatch(/^Sent to \d+ people\.$/);
    const [send] = texts.body.rows;
    expect([send.recipientCount, send.tally[0], send.notDelivered, send.recipients]).toEqual([
      40,
      { group: 'delivered', count: 0 },
      [],
      null,
    ]);
    const list = await alex.get(`/api/google/admin/textrecipients?send=${send.id}`);
    expect(list.body.recipients).toHaveLength(40);
    expect(list.body.recipients[0]).toMatchObject({ status: 'sent', reason: null });
    expect((await alex.get('/api/google/admin/textrecipients?send=no-such-send')).body).toEqual({ recipients: [] });
    // A send to 3 or fewer (a typed number) is listed on the page itself.
    await alex.post('/api/google/textadmin', { message: 'Check', inputNumber: '(412) 555-0150' }, { 'idempotency-key': 'typed-1' });
    const [typed] = (await alex.get('/api/google/admin/texts')).body.rows;
    expect([typed.recipientCount, typed.recipients]).toEqual([
      1,
      [{ name: 'the typed number', phone: '+14125550150', status: 'sent', reason: null, delivery: null, errorCode: null }],
    ]);
  });

  it("shows each person's report days and one report's answers beside its questions", async () => {
    const marcus = await as('marcus.lee@example.org');
    await marcus.post('/api/google/staffreport', {
      report: 'provisions',
      day: 1,
      dietaryNeeds: 'No',
      'dietaryNeeds-comment': 'Late lunch',
      vegetables: 'Yes',
    });
    const hannah = await as('hannah.cho@example.org');
    await hannah.post('/api/google/staffreport', { report: 'headcounselorpersonnel', day: 1, counselorPerf: '4' });
    const alex = await as('alex.rivera@example.org');
    const grid = await alex.get('/api/google/admin/reports?program=Blue%20Ridge&day=1');
    const row = (email: string) => grid.body.staff.find((s: { email: string }) => s.email === email);
    expect(row('marcus.lee@example.org').days).toEqual([
      { day: 1, date: '2026-11-17', sections: ['provisions'], status: 'partial', reminded: false },
    ]);
    expect(row('hannah.cho@example.org').days).toEqual([
      { day: 1, date: '2026-11-17', sections: ['headcounselorpersonnel'], status: 'complete', reminded: false },
    ]);
    expect(row('dana.brooks@example.org').days[0].status).toBe('none');
    expect(grid.body.staff.every((s: { program: string }) => s.program === 'Blue Ridge')).toBe(true);
    const report = await alex.get('/api/google/admin/report?email=marcus.lee%40example.org&day=1&report=provisions');
    expect(report.body.answers).toEqual([
      { field: 'dietaryNeeds', question: 'Were all dietary needs met today?', answer: 'No' },
      { field: 'dietaryNeeds-comment', question: 'Were all dietary needs met today? (comment)', answer: 'Late lunch' },
      { field: 'vegetables', question: 'Were vegetables served at every meal?', answer: 'Yes' },
    ]);
    expect(report.body.submittedAt).toEqual(expect.any(String));
  });

  it("shows each Director's completion per bucket", async () => {
    const dana = await as('dana.brooks@example.org');
    await dana.post('/api/google/directortask', { '04-eightweeks-deliverable-VenueContract-contract': 'true' });
    const answer = await (await as('alex.rivera@example.org')).get('/api/google/admin/tasks');
    const director = answer.body.directors.find((d: { email: string }) => d.email === 'dana.brooks@example.org');
    // 8 Weeks Out: Venue Contract (1 of 2 boxes) and Eight Week Call (no rating): (0.5 + 0) / 2.
    expect(director.buckets.find((b: { bucket: string }) => b.bucket === 'eightweeks')).toEqual({
      bucket: 'eightweeks',
      title: '8 Weeks Out',
      completion: 0.25,
    });
    expect(director.buckets).toHaveLength(10);
    // In the order of the Director's own page: by month from the start date, not the sheet's.
    expect(director.buckets.map((b: { title: string }) => b.title)).toEqual([
      '8 Weeks Out',
      '6 Weeks Out',
      '4 Weeks Out',
      '2 Weeks Out',
      '1 Week Out',
      'After Camp',
      'February',
      'March',
      'April',
      'May',
    ]);
  });

  it.each([
    '/api/google/admin/config',
    '/api/google/admin/feedback',
    '/api/google/admin/feedback.csv',
    '/api/google/admin/notes',
    '/api/google/admin/notes.csv',
    '/api/google/admin/texts',
    '/api/google/admin/texts.csv',
    '/api/google/admin/reports',
    '/api/google/admin/reports.csv',
    '/api/google/admin/report?email=a%40b.c&day=0&report=provisions',
    '/api/google/admin/tasks',
    '/api/google/admin/tasks.csv',
  ])('refuses %s to everyone but an Administrator', async (path) => {
    for (const email of [
      'priya.shah@example.org',
      'dana.brooks@example.org',
      'marcus.lee@example.org',
      'hannah.cho@example.org',
      'sam.okafor@example.org',
    ]) {
      expect((await (await as(email)).get(path)).status).toBe(403);
    }
    expect((await (await participantOf('bluejay')).get(path)).status).toBe(403);
    expect((await t.browser().get(path)).status).toBe(401);
    expect((await (await as('jordan.miles@example.org')).get(path)).status).toBe(200);
  });

  it('refuses Backend Refresh to everyone but an Administrator', async () => {
    expect((await (await as('priya.shah@example.org')).post('/api/google/admin/refresh', {})).status).toBe(403);
    expect((await t.browser().post('/api/google/admin/refresh', {})).status).toBe(401);
  });
});

describe('neutraliseCell', () => {
  it('puts a quote before = + - @ tab or carriage return after leading separators or spaces, and after any ; tab or line break', () => {
    expect([';=1', ' =1', ',,=1', 'a;=1', 'a; -1', 'a\n@x', 'a,=1', 'a = 1', '1-2'].map(neutraliseCell)).toEqual([
      ";'=1",
      " '=1",
      ",,'=1",
      "a;'=1",
      "a; '-1",
      "a\n'@x",
      'a,=1',
      'a = 1',
      '1-2',
    ]);
  });

  it('prefixes a quote to cells starting with = + - @ tab or carriage return, and nothing else', () => {
    expect(['=1', '+1', '-1', '@a', '\tx', '\rx', 'a=1', '', null, 5].map(neutraliseCell)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\tx",
      "'\rx",
      'a=1',
      '',
      '',
      5,
    ]);
  });
});
