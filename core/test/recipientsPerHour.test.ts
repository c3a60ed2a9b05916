import { describe, expect, it } from 'vitest';
import { recipientsPerHourOf, recipientsProblem } from '../src/texts/recipientsPerHour.ts';

const minute = 60_000;
const now = Date.parse('2026-07-02T13:00:00Z');

describe('recipients per person per hour', () => {
  it('is 2,000 unless the settings tab says a whole number from 1 to 100,000', () => {
    const of = (value?: string) =>
      recipientsPerHourOf(new Map(value === undefined ? [] : [['text_recipients_per_person_per_hour', value]]));
    expect(of()).toBe(2000);
    expect(of('3,500')).toBe(3500);
    expect(of(' 40 ')).toBe(40);
    for (const bad of ['0', 'lots', '2.5', '100001', '']) expect(of(bad)).toBe(2000);
  });

  it('has room up to the limit; past it, says when there is room again', () => {
    const recent = [
      { at: now - 50 * minute, recipients: 1200 },
      { at: now - 20 * minute, recipients: 700 },
      { at: now - 61 * minute, recipients: 900 },
    ];
    expect(recipientsProblem(100, recent, 2000, now)).toBeNull();
    expect(recipientsProblem(101, recent, 2000, now)).toBe(
      'You have texted 1,900 people in the last hour, and this text would go to 101 people: 2,000 an hour is the most one person may text. Please try again in 10 minutes.',
    );
    expect(recipientsProblem(1400, recent, 2000, now)).toMatch(/Please try again in 40 minutes\.$/);
    expect(recipientsProblem(2001, [], 2000, now)).toBe(
      "This text would go to 2,001 people: 2,000 an hour is the most one person may text. An Administrator can raise it in the workbook's settings tab.",
    );
  });
});
