// Texting Program Staff from a count with someone missing (docs/product.md#screen-headcount): one text
// to each Program Staff person of the program with a phone, through the app's own text sending
// (opt-outs, the recipients-per-hour limit, the SMS provider), once for a count.
import type { RawWorkbook } from '@pals/core/workbook/rows';
import { afterEach, describe, expect, it } from 'vitest';
import { logProvider } from '../src/texts/provider.ts';
import { databases, demoWorkbook, setCell, startApp, type TestApp } from './harness.ts';

// 1:05 PM at camp (US Eastern, UTC-5 in November), Wednesday 18 November 2026.
const countedAt = Date.UTC(2026, 10, 18, 18, 5);
const blueTeam = ['Amara Sokolova', 'Eli Brandywine', 'Grace Tindall', 'Lila Penrose', 'Mateo Oyelaran', 'Noah Drummond', 'Zoe Marchetti'];
const text = '[Blue Ridge] Headcount of Blue Team (Bus, 1:05 PM): 5 of 7 here. Missing: Eli Brandywine and Noah Drummond. From Marcus Lee.';

/** Blue Ridge's Program Staff: Priya Shah and Quinn Baker with phones, Rosa Lind without; the
 * Director and Lakeshore's Program Staff have phones too, and are not texted. */
async function workbook(): Promise<RawWorkbook> {
  const raw = await demoWorkbook();
  const staff = raw.staff!;
  const row = (values: Record<string, string>) => staff.header.map((column) => values[column] ?? '');
  staff.rows.push(
    row({
      email: 'quinn.baker@example.org',
      given_name: 'Quinn',
      full_name: 'Quinn Baker',
      program: 'Blue Ridge',
      staff_role: 'Program Staff',
      phone: '(412) 555-0171',
    }),
    row({ email: 'rosa.lind@example.org', given_name: 'Rosa', full_name: 'Rosa Lind', program: 'Blue Ridge', staff_role: 'Program Staff' }),
  );
  setCell(raw, 'staff', 'email', 'priya.shah@example.org', 'phone', '(412) 555-0170');
  setCell(raw, 'staff', 'email', 'dana.brooks@example.org', 'phone', '(412) 555-0172');
  setCell(raw, 'staff', 'email', 'carmen.ortiz@example.org', 'phone', '(412) 555-0173');
  return raw;
}

describe.each(databases)('texting Program Staff about a count on $name', ({ url }) => {
  let t: TestApp;
  let texted: string[];
  const open = async (raw?: RawWorkbook) => {
    texted = [];
    t = await startApp(url, { sms: logProvider((line) => texted.push(line)) }, raw ?? (await workbook()));
  };
  afterEach(() => t.close());

  /** Marcus Lee's count of Blue Team at the bus, two missing, sent with the key `count-1`. */
  const counted = async (present = blueTeam.filter((name) => name !== 'Eli Brandywine' && name !== 'Noah Drummond')) => {
    const marcus = await t.staff('marcus.lee@example.org');
    const body = { team: 'Blue Team', moment: 'Bus', listed: blueTeam, present, countedAt };
    expect((await marcus.post('/api/google/headcount', body, { 'idempotency-key': 'count-1' })).status).toBe(200);
    return marcus;
  };
  const alert = { countKey: 'count-1' };
  const key = (k: string) => ({ 'idempotency-key': k });
  const sends = () => t.db.selectFrom('text_sends').selectAll().execute();

  it('sends one text to each Program Staff person of the program with a phone, as the leader, once per key', async () => {
    await open();
    const marcus = await counted();
    const to = await marcus.get('/api/google/headcountalert');
    expect(to.body).toEqual({ to: ['Priya Shah', 'Quinn Baker'], optedOut: 0 });

    const sent = await marcus.post('/api/google/headcountalert', alert, key('alert-1'));
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, response: 'Sent to 2 Program Staff.' });
    expect(texted.sort()).toEqual([`text to +14125550170: ${text}`, `text to +14125550171: ${text}`]);
    // A repeat of the key (the phone's answer was lost) answers the same and texts no one again.
    expect((await marcus.post('/api/google/headcountalert', alert, key('alert-1'))).body).toEqual(sent.body);
    expect(texted).toHaveLength(2);

    const [send] = await sends();
    expect(send).toMatchObject({ sender_email: 'marcus.lee@example.org', program: 'Blue Ridge', body: text, test: 0, reminder: 0 });
    // The admin's list of what was sent shows it like any text.
    const list = await (await t.staff('alex.rivera@example.org')).get('/api/google/admin/texts');
    expect(list.body.rows).toEqual([
      expect.objectContaining({ sender: 'marcus.lee@example.org', target: 'Blue Ridge', body: text, recipientCount: 2 }),
    ]);
  });

  it('skips a Program Staff person who opted out, and says so before the tap', async () => {
    await open();
    await t.db.insertInto('text_opt_outs').values({ phone: '+14125550171', since: '2026-11-16T12:00:00Z', keyword: 'STOP' }).execute();
    const marcus = await counted();
    expect((await marcus.get('/api/google/headcountalert')).body).toEqual({ to: ['Priya Shah'], optedOut: 1 });
    const sent = await marcus.post('/api/google/headcountalert', alert, key('alert-1'));
    expect(sent.body).toEqual({ success: true, response: 'Sent to 1 Program Staff.' });
    expect(texted).toEqual([`text to +14125550170: ${text}`]);
  });

  it('refuses a second text about the same count with a plain 409, texting no one', async () => {
    await open();
    const marcus = await counted();
    expect((await marcus.post('/api/google/headcountalert', alert, key('alert-1'))).status).toBe(200);
    const again = await marcus.post('/api/google/headcountalert', alert, key('alert-2'));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'already_sent',
      message: expect.stringMatching(/^Program Staff were already texted about this count, at \d{1,2}:\d{2} [AP]M\.$/),
    });
    expect(texted).toHaveLength(2);
    expect(await sends()).toHaveLength(1);
  });

  it('refuses a participant, Program Staff, and a Lead of another program or of another count', async () => {
    await open();
    await counted();
    const participant = await t.participant('bluejay');
    expect((await participant.post('/api/google/headcountalert', alert, key('alert-1'))).status).toBe(403);
    expect((await participant.get('/api/google/headcountalert')).status).toBe(403);
    expect((await (await t.staff('priya.shah@example.org')).post('/api/google/headcountalert', alert, key('alert-1'))).status).toBe(403);
    // Omar Haddad leads at Lakeshore; Theo Nguyen is another Lead of Blue Ridge: neither counted it.
    for (const email of ['omar.haddad@example.org', 'theo.nguyen@example.org']) {
      const other = await (await t.staff(email)).post('/api/google/headcountalert', alert, key('alert-1'));
      expect(other.status).toBe(400);
      expect(other.body.error.fields).toEqual({ countKey: 'is not a count you saved' });
    }
    expect(texted).toEqual([]);
    expect(await sends()).toEqual([]);
  });

  it('answers 400 naming the field for bad input, a count with everyone here, and no Idempotency-Key', async () => {
    await open();
    const marcus = await counted(blueTeam);
    const bad = await marcus.post('/api/google/headcountalert', { countKey: 'not a key!' }, key('alert-1'));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ countKey: 'countKey must be the Idempotency-Key the count was sent with' });
    expect((await marcus.post('/api/google/headcountalert', {}, key('alert-1'))).body.error.fields).toHaveProperty('countKey');
    const everyone = await marcus.post('/api/google/headcountalert', alert, key('alert-1'));
    expect(everyone.status).toBe(400);
    expect(everyone.body.error.fields).toEqual({ countKey: 'is a count with everyone here' });
    const keyless = await marcus.post('/api/google/headcountalert', alert);
    expect(keyless.status).toBe(400);
    expect(keyless.body.error.fields).toEqual({ 'Idempotency-Key': 'is required' });
    expect(texted).toEqual([]);
  });

  it('refuses with a plain 409 when no Program Staff of the program has a phone, and then a text can still go', async () => {
    const raw = await demoWorkbook();
    await open(raw);
    const marcus = await counted();
    expect((await marcus.get('/api/google/headcountalert')).body).toEqual({ to: [], optedOut: 0 });
    const none = await marcus.post('/api/google/headcountalert', alert, key('alert-1'));
    expect(none.status).toBe(409);
    expect(none.body.error).toMatchObject({
      code: 'no_one_to_text',
      message: 'No Program Staff of this program has a phone number in the workbook.',
    });
    // Nothing was kept: once a Program Staff phone is in the workbook, the same tap sends.
    setCell(t.source.raw, 'staff', 'email', 'priya.shah@example.org', 'phone', '(412) 555-0170');
    expect((await t.sync.run()).outcome).toBe('imported');
    expect((await marcus.post('/api/google/headcountalert', alert, key('alert-1'))).body).toEqual({
      success: true,
      response: 'Sent to 1 Program Staff.',
    });
  });

  it("counts its numbers in the leader's recipients per hour", async () => {
    const raw = await workbook();
    raw.settings!.rows.push(
      raw.settings!.header.map((column) => ({ key: 'text_recipients_per_person_per_hour', value: '1' })[column] ?? ''),
    );
    await open(raw);
    const marcus = await counted();
    const over = await marcus.post('/api/google/headcountalert', alert, key('alert-1'));
    expect(over.status).toBe(422);
    expect(over.body.error.message).toBe(
      "This text would go to 2 people: 1 an hour is the most one person may text. An Administrator can raise it in the workbook's settings tab.",
    );
    expect(texted).toEqual([]);
    expect(await t.db.selectFrom('headcount_alerts').selectAll().execute()).toEqual([]);
  });
});
