import { describe, expect, it } from 'vitest';
import { feedbackSender } from '../src/feedback/rules.ts';

describe('who a feedback names (empty means anonymous)', () => {
  it('keeps the name, and a staff member’s email beside it', () => {
    expect(feedbackSender('Hannah', 'hannah.cho@example.org')).toEqual({ name: 'Hannah', staffEmail: 'hannah.cho@example.org' });
    expect(feedbackSender(' Sam ', null)).toEqual({ name: 'Sam', staffEmail: null });
  });

  it('keeps nothing of the sender when the name is empty or only spaces, not even a staff email', () => {
    expect(feedbackSender('', 'dana.brooks@example.org')).toEqual({ name: null, staffEmail: null });
    expect(feedbackSender('   ', 'dana.brooks@example.org')).toEqual({ name: null, staffEmail: null });
  });
});
