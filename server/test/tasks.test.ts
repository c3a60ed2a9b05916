import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, startApp, type TestApp } from './harness.ts';

describe.each(databases)('Director tasks on $name', ({ url }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp(url);
  });
  afterEach(() => t.close());

  const as = (email: string) => t.staff(email);
  const director = () => as('dana.brooks@example.org');
  const saved = async () =>
    Number(
      (
        await t.db
          .selectFrom('task_submissions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("answers the Director's tasks with dates from their start date, labels and links", async () => {
    const answer = await (await director()).get('/api/google/directortask');
    expect(answer.status).toBe(200);
    const { tasks, buckets, submission } = answer.body;
    expect(tasks).toHaveLength(26);
    expect(submission).toEqual({});
    expect(tasks[0]).toEqual({
      id: '00-february-training-WelcometoPALS',
      type: 'training',
      bucket: 'february',
      name: 'Welcome to PALS',
      optional: false,
      date: '2027-02-10',
      hour: null,
      callTime: null,
      description: 'Meet the PALS team and learn how a camp week runs.',
      topic: 'Our mission, our camps, and your role as a Director.',
      surveyId: 'SV_demo101',
      surveyLink: 'https://example.org/survey?survey=SV_demo101&name=Dana+Brooks&email=dana.brooks%40example.org',
      link: 'https://example.org/training/welcome',
      linkTitle: 'Watch the welcome video',
      checkboxes: [],
    });
    const contract = tasks.find((task: { name: string }) => task.name === 'Venue Contract');
    // Dana starts 2026-11-16: eight weeks before is 2026-09-21.
    expect(contract).toMatchObject({
      id: '04-eightweeks-deliverable-VenueContract',
      date: '2026-09-21',
      checkboxes: [
        { name: 'contract', text: 'Contract signed' },
        { name: 'insurance', text: 'Insurance certificate received' },
      ],
    });
    const kickoff = tasks.find((task: { name: string }) => task.name === 'Season Kickoff Call');
    expect(kickoff).toMatchObject({ hour: 19, callTime: 'Wed, Feb 17, 2027, 7:00 PM ET', surveyLink: null });
    expect(buckets.map((b: { title: string; month: string }) => `${b.title}: ${b.month}`)).toEqual([
      'February: February',
      'March: March',
      'April: April',
      'May: May',
      '8 Weeks Out: September 2026',
      '6 Weeks Out: October 2026',
      '4 Weeks Out: October 2026',
      '2 Weeks Out: November 2026',
      '1 Week Out: November 2026',
      'After Camp: November 2026',
    ]);
  });

  it('saves answers, clears empty ones, and answers the updated submission', async () => {
    const b = await director();
    const first = await b.post('/api/google/directortask', {
      '04-eightweeks-deliverable-VenueContract-contract': true,
      '04-eightweeks-deliverable-VenueContract-insurance': '',
      '00-february-call-SeasonKickoffCall-Rating': '3',
      '00-february-call-SeasonKickoffCall-Feedback': 'Clear and friendly.',
      '00-february-training-WelcometoPALS-Completed': 'true',
    });
    expect(first.status).toBe(200);
    expect(first.body.submission).toEqual({
      '00-february-call-SeasonKickoffCall-Feedback': 'Clear and friendly.',
      '00-february-call-SeasonKickoffCall-Rating': '3',
      '00-february-training-WelcometoPALS-Completed': 'true',
      '04-eightweeks-deliverable-VenueContract-contract': 'true',
    });
    const second = await b.post('/api/google/directortask', {
      '00-february-training-WelcometoPALS-Completed': false,
      '00-february-call-SeasonKickoffCall-Rating': '0',
    });
    expect(second.body.submission).toEqual({
      '00-february-call-SeasonKickoffCall-Feedback': 'Clear and friendly.',
      '00-february-call-SeasonKickoffCall-Rating': '0',
      '04-eightweeks-deliverable-VenueContract-contract': 'true',
    });
    expect((await b.get('/api/google/directortask')).body.submission).toEqual(second.body.submission);
  });

  it.each([
    [{ 'nope-Completed': 'true' }, { 'nope-Completed': 'is not a field of your tasks' }],
    [{ '00-february-call-SeasonKickoffCall-Rating': '5' }, { '00-february-call-SeasonKickoffCall-Rating': 'must be 0, 1, 2 or 3' }],
    [
      { '00-february-training-WelcometoPALS-Completed': 'maybe' },
      { '00-february-training-WelcometoPALS-Completed': 'must be true or false' },
    ],
    [
      { '00-february-call-SeasonKickoffCall-Feedback': 'x'.repeat(1001) },
      { '00-february-call-SeasonKickoffCall-Feedback': 'can be at most 1000 characters' },
    ],
  ])('refuses %j naming the field, and stores nothing', async (fields, errors) => {
    const b = await director();
    const answer = await b.post('/api/google/directortask', { '00-february-training-WelcometoPALS-Completed': 'true', ...fields });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual(errors);
    expect(await saved()).toBe(0);
  });

  it('is for the Director only', async () => {
    for (const email of ['marcus.lee@example.org', 'alex.rivera@example.org', 'hannah.cho@example.org']) {
      const b = await as(email);
      expect((await b.get('/api/google/directortask')).status).toBe(403);
      expect((await b.post('/api/google/directortask', { '00-february-training-WelcometoPALS-Completed': 'true' })).status).toBe(403);
    }
    const participant = t.browser();
    await participant.post('/api/local/login', { username: 'participant', password: 'bluejay' });
    expect((await participant.get('/api/google/directortask')).status).toBe(403);
    expect((await t.browser().get('/api/google/directortask')).status).toBe(401);
    expect(await saved()).toBe(0);
  });
});
