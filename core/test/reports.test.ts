import { describe, expect, it } from 'vitest';
import {
  activityEnabled,
  activityQuestions,
  commentOpen,
  openActivities,
  dayStatus,
  questionsOf,
  reportDate,
  reportDayCount,
  reportForms,
  validateReport,
} from '../src/reports/rules.ts';
import { dayProgress, nextSection } from '../src/reports/days.ts';

describe('report days (SPEC §5)', () => {
  it('counts the start and end days both', () => {
    expect(reportDayCount('2026-11-16', '2026-11-22')).toBe(7);
    expect(reportDayCount('2026-11-16', '2026-11-16')).toBe(1);
  });
  it('gives no days when the end is before the start, or a date is missing', () => {
    expect(reportDayCount('2026-11-16', '2026-11-15')).toBe(0);
    expect(reportDayCount(null, '2026-11-15')).toBe(0);
    expect(reportDayCount('2026-11-16', null)).toBe(0);
  });
  it('stops at 14 days', () => {
    expect(reportDayCount('2026-06-01', '2026-06-20')).toBe(14);
    expect(reportDayCount('2026-06-01', '2026-06-14')).toBe(14);
    expect(reportDayCount('2026-06-01', '2026-06-13')).toBe(13);
  });
  it('dates each day from the start date, across month ends and DST', () => {
    expect(reportDate('2026-11-16', 0)).toBe('2026-11-16');
    expect(reportDate('2026-10-30', 3)).toBe('2026-11-02');
    expect(reportDate('2027-03-13', 1)).toBe('2027-03-14');
  });
});

describe('day completion (SPEC §4)', () => {
  it('is none, partial or complete over the four sections', () => {
    expect(dayStatus([], 'Lead')).toBe('none');
    expect(dayStatus(['provisions', 'personnel'], 'Director')).toBe('partial');
    expect(dayStatus(['procedures', 'provisions', 'programming', 'personnel'], 'Administrator')).toBe('complete');
  });
  it('takes the one form for a Head Counselor', () => {
    expect(dayStatus([], 'Head Counselor')).toBe('none');
    expect(dayStatus(['headcounselorpersonnel'], 'Head Counselor')).toBe('complete');
    expect(dayStatus(['provisions'], 'Head Counselor')).toBe('none');
  });
});

describe('the forms (SPEC §3)', () => {
  it('use exactly the field names of SPEC §3', () => {
    const fields = (section: keyof typeof reportForms) => questionsOf(reportForms[section]).map((q) => q.field);
    expect(fields('provisions')).toEqual(['dietaryNeeds', 'vegetables', 'myoMeals', 'anythingElse']);
    expect(fields('personnel')).toEqual([
      'medicalIssues',
      'directorPerf',
      'headCounselorPerf',
      'counselorPerf',
      'camperEngagement',
      'photographerPerf',
      'videographerPerf',
      'medicalPerf',
    ]);
    expect(fields('procedures')).toEqual(['medicalCheckin', 'mediaCheckin', 'directorsCheckin', 'headCounselorsCheckin', 'budgetUpdate']);
    expect(fields('headcounselorpersonnel')).toEqual([
      'counselorPerf',
      'camperEngagement',
      'teamExperience',
      'directorSupport',
      'anythingElse',
    ]);
    const programming = fields('programming');
    expect(programming).toHaveLength(5 * 4 + 6 * 5);
    expect(programming.slice(0, 4)).toEqual(['onCampus1Name', 'onCampus1Engagement', 'onCampus1Changes', 'onCampus1Revisions']);
    expect(programming.slice(-5)).toEqual([
      'offCampus6Name',
      'offCampus6Engagement',
      'offCampus6Changes',
      'offCampus6Revisions',
      'offCampus6Safety',
    ]);
  });
});

describe('comment boxes (SPEC §4)', () => {
  const [dietary] = reportForms.provisions.questions;
  const myo = reportForms.provisions.questions[2]!;
  it('open for a Yes/No only on its trigger answer', () => {
    expect(commentOpen(dietary!, 'No')).toBe(true);
    expect(commentOpen(dietary!, 'Yes')).toBe(false);
    expect(commentOpen(dietary!, undefined)).toBe(false);
  });
  it('open for a rating once any rating is chosen', () => {
    expect(commentOpen(myo, undefined)).toBe(false);
    expect(commentOpen(myo, '1')).toBe(true);
    expect(commentOpen(myo, '5')).toBe(true);
  });
});

describe('programming activities (SPEC §4)', () => {
  const [first, second, third] = reportForms.programming.activities!;
  it('enables activity N+1 only once activity N has a name', () => {
    expect(activityEnabled(first!, {})).toBe(true);
    expect(activityEnabled(second!, {})).toBe(false);
    expect(activityEnabled(second!, { onCampus1Name: '   ' })).toBe(false);
    expect(activityEnabled(second!, { onCampus1Name: 'Canoeing' })).toBe(true);
    expect(activityEnabled(third!, { onCampus1Name: 'Canoeing' })).toBe(false);
  });
  it('starts the off-campus list at its own activity 1', () => {
    const offFirst = reportForms.programming.activities!.find((a) => a.place === 'offCampus' && a.number === 1)!;
    expect(activityEnabled(offFirst, {})).toBe(true);
  });
});

describe('report validation', () => {
  const provisions = reportForms.provisions;
  it('accepts good answers, trimmed, and drops blanks', () => {
    expect(
      validateReport(provisions, {
        dietaryNeeds: 'No',
        'dietaryNeeds-comment': ' Two gluten-free meals were late. ',
        vegetables: 'Yes',
        myoMeals: 4,
        anythingElse: '',
      }),
    ).toEqual({
      ok: true,
      answers: { dietaryNeeds: 'No', 'dietaryNeeds-comment': 'Two gluten-free meals were late.', vegetables: 'Yes', myoMeals: '4' },
    });
  });
  it('drops a comment whose box is closed', () => {
    expect(validateReport(provisions, { dietaryNeeds: 'Yes', 'dietaryNeeds-comment': 'old note' })).toEqual({
      ok: true,
      answers: { dietaryNeeds: 'Yes' },
    });
  });
  it.each([
    [{ dietaryNeeds: 'Maybe' }, { dietaryNeeds: 'must be Yes or No' }],
    [{ dietaryNeeds: 'yes' }, { dietaryNeeds: 'must be Yes or No' }],
    [{ myoMeals: '6' }, { myoMeals: 'must be a rating from 1 to 5' }],
    [{ myoMeals: 0 }, { myoMeals: 'must be a rating from 1 to 5' }],
    [{ anythingElse: 'x'.repeat(1001) }, { anythingElse: 'can be at most 1000 characters' }],
    [{ 'myoMeals-comment': 'x'.repeat(501) }, { 'myoMeals-comment': 'can be at most 500 characters' }],
    [{ shoeSize: '9' }, { shoeSize: 'is not a question of this form' }],
    [{ 'anythingElse-comment': 'hi' }, { 'anythingElse-comment': 'is not a question of this form' }],
    [{ vegetables: ['Yes'] }, { vegetables: 'must be text' }],
  ])('refuses %j naming the field', (fields, errors) => {
    expect(validateReport(provisions, fields)).toEqual({ ok: false, fields: errors });
  });
  it('accepts 1,000 characters of free text and 100 of an activity name', () => {
    expect(validateReport(provisions, { anythingElse: 'x'.repeat(1000) }).ok).toBe(true);
    expect(validateReport(reportForms.programming, { onCampus1Name: 'x'.repeat(100) }).ok).toBe(true);
    expect(validateReport(reportForms.programming, { onCampus1Name: 'x'.repeat(101) })).toEqual({
      ok: false,
      fields: { onCampus1Name: 'can be at most 100 characters' },
    });
  });
  it('refuses an activity filled in before the one above it has a name', () => {
    expect(validateReport(reportForms.programming, { onCampus2Name: 'Archery' })).toEqual({
      ok: false,
      fields: { onCampus2Name: 'give the activity before this one a name first' },
    });
    expect(
      validateReport(reportForms.programming, { onCampus1Name: 'Canoeing', onCampus2Name: 'Archery', offCampus1Safety: 'No' }).ok,
    ).toBe(true);
  });
});

describe('open activities', () => {
  const activities = reportForms.programming.activities!;
  const titles = (answers: Record<string, string>) => openActivities(activities, answers).map((activity) => activity.title);

  it('opens activity 1 of each place, then each next one once the one before has a name', () => {
    expect(titles({})).toEqual(['On-campus activity 1', 'Off-campus activity 1']);
    expect(titles({ onCampus1Name: 'Archery', offCampus1Name: ' ' })).toEqual([
      'On-campus activity 1',
      'On-campus activity 2',
      'Off-campus activity 1',
    ]);
  });

  it('asks an activity’s name alone until it has one, then how it went', () => {
    const fields = (activity: number, answers: Record<string, string>) =>
      activityQuestions(activities[activity]!, answers).map((question) => question.field);
    expect(fields(0, {})).toEqual(['onCampus1Name']);
    expect(fields(0, { onCampus1Name: '  ', onCampus1Engagement: '4' })).toEqual(['onCampus1Name']);
    expect(fields(0, { onCampus1Name: 'Archery' })).toEqual([
      'onCampus1Name',
      'onCampus1Engagement',
      'onCampus1Changes',
      'onCampus1Revisions',
    ]);
    const offCampus1 = activities.findIndex((activity) => activity.title === 'Off-campus activity 1');
    expect(fields(offCampus1, { offCampus1Name: 'Zoo' })).toEqual([
      'offCampus1Name',
      'offCampus1Engagement',
      'offCampus1Changes',
      'offCampus1Revisions',
      'offCampus1Safety',
    ]);
  });

  it('closes every later activity when an earlier name is emptied', () => {
    expect(titles({ onCampus1Name: '', onCampus2Name: 'Swimming' })).toEqual(['On-campus activity 1', 'Off-campus activity 1']);
  });
});

describe('what a day says of its sections (docs/product.md#report-days)', () => {
  it('counts what is sent, and says "Nothing sent" only once the day is over', () => {
    expect(dayProgress(['provisions'], 'Lead', '2026-11-16', '2026-11-18')).toEqual({ status: 'partial', words: '1 of 4 sent' });
    expect(dayProgress(['headcounselorpersonnel'], 'Head Counselor', '2026-11-16', '2026-11-18')).toEqual({
      status: 'complete',
      words: 'Sent',
    });
    expect(dayProgress([], 'Lead', '2026-11-17', '2026-11-18')).toEqual({ status: 'missed', words: 'Nothing sent' });
    expect(dayProgress([], 'Lead', '2026-11-18', '2026-11-18')).toBeNull();
    expect(dayProgress([], 'Lead', '2026-11-19', '2026-11-18')).toBeNull();
  });
});

describe('the next section once one is sent (docs/product.md#report-section)', () => {
  it('is the next not yet sent, after this one and then from the top, or none once all are in', () => {
    expect(nextSection([], 'Lead', 'provisions')).toBe('programming');
    expect(nextSection(['programming'], 'Lead', 'provisions')).toBe('personnel');
    expect(nextSection(['provisions'], 'Lead', 'procedures')).toBe('programming');
    expect(nextSection(['provisions', 'programming', 'personnel'], 'Lead', 'procedures')).toBeNull();
    expect(nextSection([], 'Head Counselor', 'headcounselorpersonnel')).toBeNull();
  });
});
