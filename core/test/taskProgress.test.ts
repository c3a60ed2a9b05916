import { describe, expect, it } from 'vitest';
import { bucketCompletion, progressOf, taskCompletion, validateTaskFields, type ProgressTask } from '../src/tasks/progress.ts';

const training: ProgressTask = { id: 't1', type: 'training', optional: false, checkboxes: [] };
const optionalTraining: ProgressTask = { id: 't2', type: 'training', optional: true, checkboxes: [] };
const deliverable: ProgressTask = {
  id: 'd1',
  type: 'deliverable',
  optional: false,
  checkboxes: [
    { name: 'budget', text: 'Budget approved' },
    { name: 'roster', text: 'Roster shared' },
    { name: 'menu', text: 'Menu sent' },
    { name: 'bus', text: 'Bus booked' },
  ],
};
const plainDeliverable: ProgressTask = { id: 'd2', type: 'deliverable', optional: false, checkboxes: [] };
const call: ProgressTask = { id: 'c1', type: 'call', optional: false, checkboxes: [] };

describe('task completion (SPEC §4)', () => {
  it('counts a training when Completed is set', () => {
    expect(taskCompletion(training, {})).toBe(0);
    expect(taskCompletion(training, { 't1-Completed': 'true' })).toBe(1);
  });
  it('counts a deliverable by the share of boxes ticked, or Completed without boxes', () => {
    expect(taskCompletion(deliverable, { 'd1-budget': 'true' })).toBe(0.25);
    expect(taskCompletion(deliverable, { 'd1-budget': 'true', 'd1-menu': 'true', 'd1-bus': 'true' })).toBe(0.75);
    expect(taskCompletion(deliverable, { 'd1-Completed': 'true' })).toBe(0);
    expect(taskCompletion(plainDeliverable, { 'd2-Completed': 'true' })).toBe(1);
  });
  it('counts a call once it has any rating, "did not attend" included', () => {
    expect(taskCompletion(call, { 'c1-Feedback': 'good' })).toBe(0);
    expect(taskCompletion(call, { 'c1-Rating': '0' })).toBe(1);
  });
  it('averages a bucket, leaving out optional trainings not done', () => {
    expect(bucketCompletion([training, deliverable], { 't1-Completed': 'true', 'd1-budget': 'true' })).toBe(0.625);
    expect(bucketCompletion([training, optionalTraining], { 't1-Completed': 'true' })).toBe(1);
    expect(bucketCompletion([training, optionalTraining], { 't2-Completed': 'true' })).toBe(0.5);
    expect(bucketCompletion([optionalTraining], {})).toBe(0);
    expect(bucketCompletion([], {})).toBe(0);
  });
  it('names the progress for the check mark and the ellipsis', () => {
    expect([progressOf(0), progressOf(0.25), progressOf(1)]).toEqual(['none', 'partial', 'done']);
  });
});

describe('task submissions (SPEC §3)', () => {
  const tasks = [training, deliverable, call];
  it('accepts every field of the form, empty ones clearing', () => {
    expect(
      validateTaskFields(tasks, {
        't1-Completed': true,
        'd1-budget': 'true',
        'd1-roster': 'false',
        'd1-menu': '',
        'c1-Rating': '3',
        'c1-Feedback': ' Useful! ',
      }),
    ).toEqual({
      ok: true,
      changes: {
        't1-Completed': 'true',
        'd1-budget': 'true',
        'd1-roster': null,
        'd1-menu': null,
        'c1-Rating': '3',
        'c1-Feedback': 'Useful!',
      },
    });
  });
  it.each([
    [{ 'c1-Rating': '4' }, { 'c1-Rating': 'must be 0, 1, 2 or 3' }],
    [{ 'c1-Rating': 'great' }, { 'c1-Rating': 'must be 0, 1, 2 or 3' }],
    [{ 't1-Completed': 'yes' }, { 't1-Completed': 'must be true or false' }],
    [{ 'c1-Feedback': 'x'.repeat(1001) }, { 'c1-Feedback': 'can be at most 1000 characters' }],
    [{ 'x9-Completed': 'true' }, { 'x9-Completed': 'is not a field of your tasks' }],
    [{ 'd1-Completed': 'true' }, { 'd1-Completed': 'is not a field of your tasks' }],
    [{ 't1-Completed': ['true'] }, { 't1-Completed': 'must be text' }],
  ])('refuses %j naming the field', (fields, errors) => {
    expect(validateTaskFields(tasks, fields)).toEqual({ ok: false, fields: errors });
  });
});
