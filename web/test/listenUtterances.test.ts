// @vitest-environment node
// The Listen button's words (ui/listen/utterances.ts): what a screen declares becomes the list of
// utterances handed to speech synthesis, in order, each with the element lit up while it is read.
import { describe, expect, it } from 'vitest';
import { fieldPart, listSentence, resolveParts, spokenForm, spokenPhone, toUtterances } from '../src/ui/listen/utterances.ts';

describe('the words a voice reads', () => {
  it.each([
    ['If this is an emergency, call 911 immediately', 'If this is an emergency, call 9 1 1 immediately'],
    ['← Back', 'Back'],
    ['Text chat with us ↗', 'Text chat with us'],
    ['  Blue   Team \n ', 'Blue Team'],
    ['Marcus Lee · Lead', 'Marcus Lee Lead'],
    ['Room 911B stays', 'Room 911B stays'],
  ])('reads %j as %j', (shown, spoken) => {
    expect(spokenForm(shown)).toBe(spoken);
  });
});

describe('a phone number read aloud', () => {
  it.each([
    ['(412) 555-0100', '4 1 2, 5 5 5, 0 1 0 0'],
    ['+1 724 555 0107', '1, 7 2 4, 5 5 5, 0 1 0 7'],
    ['', ''],
  ])('reads %j digit by digit as %j', (shown, spoken) => {
    expect(spokenPhone(shown)).toBe(spoken);
  });
});

describe('utterances', () => {
  it('reads each part in order, one utterance a sentence, each lighting up its element; empty parts are left out', () => {
    expect(
      toUtterances([
        { text: 'Give Feedback.', target: 'title' },
        { text: '   ', target: 'nothing' },
        { text: 'Tell us what you liked. Or what we can do better!', target: 'question' },
        { text: 'Press Listen beside a team to hear its names.' },
      ]),
    ).toEqual([
      { text: 'Give Feedback.', target: 'title' },
      { text: 'Tell us what you liked.', target: 'question' },
      { text: 'Or what we can do better!', target: 'question' },
      { text: 'Press Listen beside a team to hear its names.' },
    ]);
  });

  it('cuts a sentence longer than 160 characters at its commas, never mid-word', () => {
    const names = Array.from({ length: 20 }, (_, index) => `Person Number ${index + 1}`);
    const utterances = toUtterances([{ text: `Teams: ${names.join(', ')}.`, target: 'teams' }]);
    expect(utterances.length).toBeGreaterThan(1);
    for (const utterance of utterances) {
      expect(utterance.text.length).toBeLessThanOrEqual(160);
      expect(utterance.target).toBe('teams');
    }
    expect(utterances.map((utterance) => utterance.text).join(' ')).toBe(`Teams: ${names.join(', ')}.`);
  });

  it('cuts a clause without commas at its spaces, and one word of 500,000 letters in slices: no utterance over 160 characters', () => {
    const words = toUtterances([{ text: Array.from({ length: 60 }, (_, i) => `word${i}`).join(' '), target: 'a' }]);
    expect(words.length).toBeGreaterThan(1);
    expect(words.every((u) => u.text.length <= 160 && u.target === 'a')).toBe(true);
    expect(words.map((u) => u.text).join(' ')).toBe(Array.from({ length: 60 }, (_, i) => `word${i}`).join(' '));
    const name = 'N'.repeat(500_000);
    const slices = toUtterances([{ text: `Call ${name}.` }]);
    expect(Math.max(...slices.map((u) => u.text.length))).toBe(160);
    expect(slices.map((u) => u.text).join('')).toBe(`Call${name}.`);
  });

  it('gives nothing to read for nothing', () => {
    expect(toUtterances([])).toEqual([]);
  });
});

describe('what the page shows, filled in when Listen is pressed', () => {
  const page = {
    text: (id: string) => ({ card: 'Call your program admin\nAlex Rivera\n', status: 'Type at least 3 letters.' })[id] ?? null,
    typed: (id: string) => ({ message: '  The lake was great ', name: '' })[id] ?? null,
  };

  it("reads an element's lines as sentences, a field as its label and what is typed, and leaves out what is not on screen", () => {
    expect(
      resolveParts(
        [
          { text: 'Get Support.', target: 'title' },
          { from: 'card' },
          { from: 'status' },
          { from: 'hub-answer' },
          { field: 'message', label: 'Your feedback' },
          { field: 'name', label: 'Your name' },
          { field: 'password', label: 'Camp password' },
        ],
        page,
      ),
    ).toEqual([
      { text: 'Get Support.', target: 'title' },
      { text: 'Call your program admin. Alex Rivera.', target: 'card' },
      { text: 'Type at least 3 letters.', target: 'status' },
      { text: 'Your feedback: The lake was great', target: 'message' },
      { text: 'Your name: nothing typed yet.', target: 'name' },
    ]);
  });

  it('reads a field label without doubling its colon', () => {
    expect(fieldPart('Your note:', 'Hi')).toEqual({ text: 'Your note: Hi' });
  });
});

describe('a list read as one sentence', () => {
  it.each([
    [[], ''],
    [['Camp staff'], 'Camp staff.'],
    [['Camp staff', 'Blue Team'], 'Camp staff and Blue Team.'],
    [['Camp staff', ' ', 'Blue Team', 'Red Team'], 'Camp staff, Blue Team and Red Team.'],
  ])('%j reads %j', (items, sentence) => {
    expect(listSentence(items)).toBe(sentence);
  });
});
