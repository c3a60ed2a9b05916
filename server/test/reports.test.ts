import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countSubmissions } from '../src/reports/queries.ts';
import { databases, startApp, type Browser, type TestApp } from './harness.ts';

describe.each(databases)('staff daily reports on $name', ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(() => t.close());

  const as = (email: string) => t.staff(email);
  const lead = () => as('marcus.lee@example.org');
  const stored = async (email = 'marcus.lee@example.org') => Number((await countSubmissions(t.db, email)).n);

  const forms: [string, Record<string, string>][] = [
    [
      'provisions',
      {
        dietaryNeeds: 'No',
        'dietaryNeeds-comment': 'Two gluten-free lunches came late.',
        vegetables: 'Yes',
        myoMeals: '4',
        'myoMeals-comment': 'Taco bar was a hit.',
        anythingElse: 'Need more ice.',
      },
    ],
    [
      'programming',
      {
        onCampus1Name: 'Canoeing',
        onCampus1Engagement: '5',
        onCampus1Changes: 'Start earlier.',
        onCampus2Name: 'Crafts',
        offCampus1Name: 'Zoo trip',
        offCampus1Safety: 'Yes',
        'offCampus1Safety-comment': 'Bus was late.',
      },
    ],
    [
      'personnel',
      {
        medicalIssues: 'Yes',
        'medicalIssues-comment': 'One bee sting.',
        directorPerf: '5',
        headCounselorPerf: '4',
        counselorPerf: '4',
        camperEngagement: '5',
        photographerPerf: '3',
        videographerPerf: '3',
        medicalPerf: '5',
      },
    ],
    [
      'procedures',
      {
        medicalCheckin: 'Yes',
        mediaCheckin: 'Yes',
        directorsCheckin: 'No',
        'directorsCheckin-comment': 'Director was at the zoo.',
        headCounselorsCheckin: 'Yes',
        budgetUpdate: 'Yes',
      },
    ],
  ];

  it.each(forms)('saves the %s form and answers it back for prefilling', async (report, answers) => {
    const b = await lead();
    expect(await b.get(`/api/google/staffreport?day=2&report=${report}`)).toMatchObject({ status: 200, body: {} });
    const saved = await b.post('/api/google/staffreport', { ...answers, report, day: 2 });
    expect(saved).toMatchObject({ status: 200, body: { ok: true } });
    expect((await b.get(`/api/google/staffreport?day=2&report=${report}`)).body).toEqual(answers);
    // Another day and another person see nothing of it.
    expect((await b.get(`/api/google/staffreport?day=3&report=${report}`)).body).toEqual({});
    expect((await (await as('dana.brooks@example.org')).get(`/api/google/staffreport?day=2&report=${report}`)).body).toEqual({});
  });

  it('saves the Head Counselor Personnel form for a Head Counselor', async () => {
    const b = await as('hannah.cho@example.org');
    const answers = {
      counselorPerf: '4',
      camperEngagement: '5',
      teamExperience: '4',
      directorSupport: '5',
      anythingElse: 'Great day at the lake.',
    };
    expect((await b.post('/api/google/staffreport', { ...answers, report: 'headcounselorpersonnel', day: 0 })).status).toBe(200);
    expect((await b.get('/api/google/staffreport?day=0&report=headcounselorpersonnel')).body).toEqual(answers);
  });

  it('replaces the answers on a resubmission and keeps each submission', async () => {
    const b = await lead();
    await b.post('/api/google/staffreport', { report: 'provisions', day: 1, dietaryNeeds: 'No', 'dietaryNeeds-comment': 'late' });
    await b.post('/api/google/staffreport', { report: 'provisions', day: 1, dietaryNeeds: 'Yes', vegetables: 'Yes' });
    expect((await b.get('/api/google/staffreport?day=1&report=provisions')).body).toEqual({ dietaryNeeds: 'Yes', vegetables: 'Yes' });
    expect(await stored()).toBe(2);
  });

  it.each([
    [
      { report: 'lunch', day: 1 },
      { report: 'report must be one of provisions, programming, personnel, procedures, headcounselorpersonnel' },
    ],
    [{ report: 'provisions', day: 7 }, { day: 'must be less than 7' }],
    [{ report: 'provisions', day: 14 }, { day: 'day must be less than 14' }],
    [{ report: 'provisions', day: -1 }, { day: 'day must be 0 or more' }],
    [{ report: 'provisions', day: 1, myoMeals: '6' }, { myoMeals: 'must be a rating from 1 to 5' }],
    [{ report: 'provisions', day: 1, dietaryNeeds: 'Maybe' }, { dietaryNeeds: 'must be Yes or No' }],
    [{ report: 'provisions', day: 1, favouriteSnack: 'chips' }, { favouriteSnack: 'is not a question of this form' }],
    [{ report: 'provisions', day: 1, anythingElse: 'x'.repeat(1001) }, { anythingElse: 'can be at most 1000 characters' }],
    [{ report: 'programming', day: 1, onCampus2Name: 'Archery' }, { onCampus2Name: 'give the activity before this one a name first' }],
  ])('refuses %j naming the field, and stores nothing', async (body, fields) => {
    const b = await lead();
    const answer = await b.post('/api/google/staffreport', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual(fields);
    expect(await stored()).toBe(0);
  });

  it.each([null, true, '1', 1.5])('refuses a body day of %j naming the field', async (day) => {
    const answer = await (await lead()).post('/api/google/staffreport', { report: 'provisions', day, vegetables: 'Yes' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ day: 'day must be a whole number' });
    expect(await stored()).toBe(0);
  });

  it.each(['0x1', '1e0', '%201', '', '1.0', '+1', 'null', 'true'])('refuses a query day of %j naming the field', async (day) => {
    const answer = await (await lead()).get(`/api/google/staffreport?day=${day}&report=provisions`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ day: 'day must be a whole number' });
  });

  it('keeps Head Counselors to their one form, and others to the four sections', async () => {
    const hannah = await as('hannah.cho@example.org');
    const refused = await hannah.post('/api/google/staffreport', { report: 'provisions', day: 0, vegetables: 'Yes' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Head Counselors fill in the Head Counselor Personnel form only.');
    expect((await hannah.get('/api/google/staffreport?day=0&report=provisions')).status).toBe(403);
    const marcus = await lead();
    expect((await marcus.post('/api/google/staffreport', { report: 'headcounselorpersonnel', day: 0, counselorPerf: '3' })).status).toBe(
      403,
    );
    expect(await stored('hannah.cho@example.org')).toBe(0);
    expect(await stored()).toBe(0);
  });

  it('is for Google users only', async () => {
    const participant = t.browser();
    await participant.post('/api/local/login', { username: 'participant', password: 'bluejay' });
    expect((await participant.get('/api/google/reportsections?day=0')).status).toBe(403);
    expect((await participant.post('/api/google/staffreport', { report: 'provisions', day: 0 })).status).toBe(403);
    expect((await t.browser().get('/api/google/staffreport?day=0&report=provisions')).status).toBe(401);
  });

  it('lists the days from the start date with the sections submitted, after 0, 2 and 4 sections', async () => {
    const b = await lead();
    const sections = async (browser: Browser) => (await browser.get('/api/google/reportsections?day=0')).body.days;
    const none = await sections(b);
    expect(none).toHaveLength(7);
    expect(none[0]).toEqual({ day: 0, date: '2026-11-16', sections: [] });
    expect(none[6]).toEqual({ day: 6, date: '2026-11-22', sections: [] });
    await b.post('/api/google/staffreport', { report: 'provisions', day: 1, vegetables: 'Yes' });
    await b.post('/api/google/staffreport', { report: 'personnel', day: 1, directorPerf: '5' });
    expect((await sections(b))[1]).toEqual({ day: 1, date: '2026-11-17', sections: ['personnel', 'provisions'] });
    await b.post('/api/google/staffreport', { report: 'programming', day: 1, onCampus1Name: 'Canoeing' });
    await b.post('/api/google/staffreport', { report: 'procedures', day: 1, budgetUpdate: 'Yes' });
    const all = await sections(b);
    expect(all[1].sections).toEqual(['personnel', 'procedures', 'programming', 'provisions']);
    expect(all[0].sections).toEqual([]);
  });

  it('gives staff without dates no report days', async () => {
    const sam = await as('sam.okafor@example.org');
    expect((await sam.get('/api/google/reportsections')).body).toEqual({ days: [] });
    const refused = await sam.post('/api/google/staffreport', { report: 'provisions', day: 0, vegetables: 'Yes' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      message: 'You have no report days: your staff row and program give no start and end dates.',
      fields: { day: 'you have no report days' },
    });
  });
});
