import { describe, expect, it } from 'vitest';
import { callTimeLabel, easternInstant, isCurrentMonth } from '../src/tasks/easternTime.ts';
import { bucketLabel, parseCheckboxes, parseTaskDate, resolveTaskDate, surveyLink, taskId } from '../src/tasks/rules.ts';
import { checkWorkbook, type RawWorkbook } from '../src/workbook/rows.ts';

describe('task dates (SPEC §3, §5)', () => {
  it.each([
    ['2027-03-08', { kind: 'absolute', date: '2027-03-08' }],
    ['-8 weeks', { kind: 'offset', amount: -8, unit: 'weeks' }],
    ['+2 days', { kind: 'offset', amount: 2, unit: 'days' }],
    ['1 month', { kind: 'offset', amount: 1, unit: 'months' }],
    ['-1 Week', { kind: 'offset', amount: -1, unit: 'weeks' }],
    ['3months', { kind: 'offset', amount: 3, unit: 'months' }],
  ])('reads %j', (text, date) => {
    expect(parseTaskDate(text)).toEqual(date);
  });
  it.each(['next week', '2027-02-30', '-8 fortnights', '1.5 weeks', ''])('refuses %j', (text) => {
    expect(parseTaskDate(text)).toBeNull();
  });

  it('applies offsets to the start date across month ends and leap years', () => {
    expect(resolveTaskDate({ kind: 'offset', amount: -1, unit: 'months' }, '2028-03-31')).toBe('2028-02-29');
    expect(resolveTaskDate({ kind: 'offset', amount: -1, unit: 'months' }, '2027-03-31')).toBe('2027-02-28');
    expect(resolveTaskDate({ kind: 'offset', amount: 2, unit: 'weeks' }, '2028-03-31')).toBe('2028-04-14');
    expect(resolveTaskDate({ kind: 'offset', amount: -8, unit: 'weeks' }, '2027-06-20')).toBe('2027-04-25');
    expect(resolveTaskDate({ kind: 'offset', amount: 10, unit: 'days' }, '2027-12-25')).toBe('2028-01-04');
    expect(resolveTaskDate({ kind: 'offset', amount: 13, unit: 'months' }, '2027-01-31')).toBe('2028-02-29');
    expect(resolveTaskDate({ kind: 'absolute', date: '2027-02-10' }, '2027-06-20')).toBe('2027-02-10');
  });
});

describe('task ids (SPEC §3)', () => {
  it('pads the bucket index and strips the name to letters and digits', () => {
    expect(taskId({ bucket: 'february', type: 'training', name: 'Safety 101: Know your camp!' })).toBe(
      '00-february-training-Safety101Knowyourcamp',
    );
    expect(taskId({ bucket: 'aftercamp', type: 'call', name: 'Wrap-up call' })).toBe('09-aftercamp-call-Wrapupcall');
    expect(taskId({ bucket: 'eightweeks', type: 'deliverable', name: 'Budget (draft)' })).toBe('04-eightweeks-deliverable-Budgetdraft');
  });

  it('makes two tasks with one id a sync error', () => {
    const raw: RawWorkbook = {
      programs: {
        header: ['program', 'camp_password', 'start_date', 'end_date'],
        rows: [['Blue Ridge', 'bluejay', '2027-06-20', '2027-06-26']],
      },
      staff: { header: ['email', 'given_name', 'full_name', 'staff_role'], rows: [['d@example.org', 'D', 'D D', 'Director']] },
      tasks: {
        header: ['bucket', 'type', 'name', 'date'],
        rows: [
          ['march', 'call', 'Kick-off call', '2027-03-02'],
          ['march', 'call', 'Kickoff call!', '2027-03-09'],
        ],
      },
    };
    const result = checkWorkbook(raw);
    expect(result.problems).toEqual([
      {
        tab: 'tasks',
        row: 3,
        column: 'name',
        value: 'Kickoff call!',
        message: 'row 2 already has this name',
        fix: 'a name that no other row has, or delete this row',
        effect: 'row',
      },
    ]);
    expect(result.workbook.tasks.map((t) => t.name)).toEqual(['Kick-off call']);
  });

  it('reports a bad type, bucket and date with the SPEC words at tab, row and column', () => {
    const raw: RawWorkbook = {
      programs: { header: ['program', 'camp_password', 'start_date', 'end_date'], rows: [] },
      staff: { header: ['email', 'given_name', 'full_name', 'staff_role'], rows: [] },
      tasks: { header: ['bucket', 'type', 'name', 'date'], rows: [['june', 'meeting', 'A', 'soon']] },
    };
    const result = checkWorkbook(raw);
    expect(result.problems.map((e) => [e.tab, e.row, e.column, e.message.split(':')[0]])).toEqual([
      ['tasks', 2, 'bucket', 'invalid bucket'],
      ['tasks', 2, 'type', 'invalid type'],
      ['tasks', 2, 'date', 'invalid date'],
    ]);
  });
});

describe('task date bounds at import', () => {
  it('makes 99999999 weeks a row error at tab, row and column', () => {
    const raw: RawWorkbook = {
      programs: { header: ['program', 'camp_password', 'start_date', 'end_date'], rows: [] },
      staff: { header: ['email', 'given_name', 'full_name', 'staff_role'], rows: [] },
      tasks: { header: ['bucket', 'type', 'name', 'date'], rows: [['march', 'call', 'A', '99999999 weeks']] },
    };
    const result = checkWorkbook(raw);
    expect(result.problems.map((e) => [e.tab, e.row, e.column, e.message.split(':')[0]])).toEqual([['tasks', 2, 'date', 'invalid date']]);
  });
});

describe('bucket labels (SPEC §9)', () => {
  it('names month buckets by their month', () => {
    expect(bucketLabel('march', '2027-06-20')).toEqual({ bucket: 'march', title: 'March', month: 'March', monthKey: '*-03' });
  });
  it('puts offset buckets in the month the offset from the start date falls in', () => {
    expect(bucketLabel('eightweeks', '2027-06-20')).toMatchObject({ title: '8 Weeks Out', month: 'April 2027' });
    expect(bucketLabel('sixweeks', '2027-06-20')).toMatchObject({ title: '6 Weeks Out', month: 'May 2027' });
    expect(bucketLabel('oneweek', '2027-06-20')).toMatchObject({ title: '1 Week Out', month: 'June 2027' });
    expect(bucketLabel('aftercamp', '2027-06-28')).toMatchObject({ title: 'After Camp', month: 'July 2027' });
    expect(bucketLabel('eightweeks', '2027-02-10')).toMatchObject({ month: 'December 2026' });
  });
  it('highlights the bucket of the current month', () => {
    expect(isCurrentMonth(bucketLabel('april', '2027-06-20'), new Date('2027-04-15T12:00:00Z'))).toBe(true);
    expect(isCurrentMonth(bucketLabel('april', '2027-06-20'), new Date('2027-05-01T12:00:00Z'))).toBe(false);
    // Still April 30 in the evening in the eastern US.
    expect(isCurrentMonth(bucketLabel('april', '2027-06-20'), new Date('2027-05-01T02:00:00Z'))).toBe(true);
    expect(isCurrentMonth(bucketLabel('april', '2027-06-20'), new Date('2028-04-02T12:00:00Z'))).toBe(true);
    expect(isCurrentMonth(bucketLabel('oneweek', '2027-06-20'), new Date('2027-06-14T12:00:00Z'))).toBe(true);
    expect(isCurrentMonth(bucketLabel('oneweek', '2027-06-20'), new Date('2028-06-14T12:00:00Z'))).toBe(false);
  });
});

describe('call times in US Eastern (SPEC §9)', () => {
  it('says the hour the sheet gives on the night of the spring change, not 3:00 AM', () => {
    expect(callTimeLabel('2027-03-14', 2)).toBe('Sun, Mar 14, 2027, 2:00 AM ET');
    expect(callTimeLabel('2027-03-14', 1)).toBe('Sun, Mar 14, 2027, 1:00 AM ET');
    expect(callTimeLabel('2027-11-07', 1)).toBe('Sun, Nov 7, 2027, 1:00 AM ET');
    // 2 AM does not happen that night: the clocks go from 1:59:59 EST to 3:00 EDT, at 07:00 UTC.
    expect(new Date(easternInstant('2027-03-14', 2)).toISOString()).toBe('2027-03-14T07:00:00.000Z');
    expect(new Date(easternInstant('2027-03-14', 1)).toISOString()).toBe('2027-03-14T06:00:00.000Z');
  });

  it('holds 7 PM ET on both sides of the spring DST change', () => {
    expect(new Date(easternInstant('2027-03-13', 19)).toISOString()).toBe('2027-03-14T00:00:00.000Z');
    expect(new Date(easternInstant('2027-03-15', 19)).toISOString()).toBe('2027-03-15T23:00:00.000Z');
    expect(callTimeLabel('2027-03-13', 19)).toBe('Sat, Mar 13, 2027, 7:00 PM ET');
    expect(callTimeLabel('2027-03-15', 19)).toBe('Mon, Mar 15, 2027, 7:00 PM ET');
  });
  it('holds on both sides of the autumn change, and at midnight', () => {
    expect(new Date(easternInstant('2027-11-06', 20)).toISOString()).toBe('2027-11-07T00:00:00.000Z');
    expect(new Date(easternInstant('2027-11-08', 20)).toISOString()).toBe('2027-11-09T01:00:00.000Z');
    expect(callTimeLabel('2027-06-01', 0)).toBe('Tue, Jun 1, 2027, 12:00 AM ET');
  });
});

describe('checkboxes and survey links', () => {
  it('reads name: text entries separated by |', () => {
    expect(parseCheckboxes('budget: Budget approved | roster: Roster shared')).toEqual([
      { name: 'budget', text: 'Budget approved' },
      { name: 'roster', text: 'Roster shared' },
    ]);
    expect(parseCheckboxes('')).toEqual([]);
    expect(parseCheckboxes('budget Budget approved')).toBeNull();
  });
  it('adds the survey id, name and email, encoded', () => {
    expect(surveyLink('https://survey.example/s?lang=en', 'SV_1', { name: 'Dana Brooks', email: 'dana+camp@example.org' })).toBe(
      'https://survey.example/s?lang=en&survey=SV_1&name=Dana+Brooks&email=dana%2Bcamp%40example.org',
    );
  });
});

describe('parseTaskDate bounds', () => {
  it('refuses offsets beyond about three years, so a typo never makes a date past year 9999', () => {
    expect(['99999999 weeks', '157 weeks', '-1101 days', '37 months'].map(parseTaskDate)).toEqual([null, null, null, null]);
    expect(parseTaskDate('-156 weeks')).toEqual({ kind: 'offset', amount: -156, unit: 'weeks' });
    expect(parseTaskDate('1100 days')).toEqual({ kind: 'offset', amount: 1100, unit: 'days' });
    expect(parseTaskDate('36 months')).toEqual({ kind: 'offset', amount: 36, unit: 'months' });
  });
});
