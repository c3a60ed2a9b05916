// What a call does on the phone comes from its feature's one declaration (web/src/features/<feature>/onPhone.ts),
// gathered by web/src/app/onPhone.ts and read by the data layer (web/src/data/onPhone.ts): kept for
// offline and dated, waits in the outbox, the words that name it in the waiting list, and what a
// stored write changes on the screens.
import { reportForms } from '@pals/core/reports/rules';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { declareAppOnPhone } from '../src/app/onPhone.ts';
import { followWrite, isDated, isKept, waitsOnPhone, wordsFor } from '../src/data/onPhone.ts';

describe('a call on the phone', () => {
  beforeAll(declareAppOnPhone);

  it('is kept for offline when declared so: the roster and report days, never an admin page', () => {
    expect(['/api/google/call', '/api/local/call', '/api/google/reportsections', '/api/me'].map(isKept)).toEqual([true, true, true, true]);
    expect(['/api/google/admin/config', '/api/google/text', '/api/google/admin/feedback'].map(isKept)).toEqual([false, false, false]);
  });

  it("shows its saved age when kept, except the public config, which is nobody's data to date", () => {
    expect(['/api/google/call', '/api/me', '/api/config', '/api/google/admin/config'].map(isDated)).toEqual([true, true, false, false]);
  });

  it('waits on the phone when its write is declared to: feedback, notes, reports, tasks, never a text', () => {
    const post = (path: string) => waitsOnPhone({ method: 'POST', path });
    expect(
      ['/api/local/feedback', '/api/google/feedback', '/api/google/note', '/api/google/staffreport', '/api/google/directortask'].map(post),
    ).toEqual([true, true, true, true, true]);
    expect(['/api/google/text', '/api/logout', '/api/google/admin/refresh'].map(post)).toEqual([false, false, false]);
    // The read of the same path is no write.
    expect(waitsOnPhone({ method: 'GET', path: '/api/google/staffreport' })).toBe(false);
  });

  it('is named in the waiting list by its declared words', () => {
    expect(wordsFor('/api/local/feedback', { message: 'Hi', name: '' })).toBe('Feedback');
    expect(wordsFor('/api/google/note', { participant: 'Amara Sokolova*', message: 'Hi' })).toBe('Note about Amara Sokolova');
    expect(wordsFor('/api/google/staffreport', { day: 1, report: 'procedures' })).toBe('Daily report, Day 2, Procedures');
    // The section's title is core's (core/src/reports/rules.ts), never a copy.
    expect(wordsFor('/api/google/staffreport', { day: 0, report: 'headcounselorpersonnel' })).toBe(
      `Daily report, Day 1, ${reportForms.headcounselorpersonnel.title}`,
    );
    expect(reportForms.headcounselorpersonnel.title).toBe('Head Counselor Personnel');
    expect(wordsFor('/api/google/directortask', {}, 'Venue Contract')).toBe('Director task: Venue Contract');
    expect(wordsFor('/api/google/text', { message: 'Hi' })).toBe('Something you wrote');
  });

  it('changes what the screens show once stored, as declared', async () => {
    const client = new QueryClient();
    client.setQueryData(['/api/google/directortask'], { tasks: [], buckets: [], submission: {} });
    followWrite(client, '/api/google/directortask', { submission: { 'task-Completed': 'true' } });
    expect(client.getQueryData(['/api/google/directortask'])).toEqual({ tasks: [], buckets: [], submission: { 'task-Completed': 'true' } });

    client.setQueryData(['/api/google/reportsections'], { days: [] });
    client.setQueryData(['/api/google/call'], { call: [] });
    followWrite(client, '/api/google/staffreport', { ok: true });
    expect(client.getQueryState(['/api/google/reportsections'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/google/call'])?.isInvalidated).toBe(false);
  });
});
