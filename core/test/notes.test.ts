import { describe, expect, it } from 'vitest';
import { groupOf, groupParticipants, noteSentAbout } from '../src/notes/rules.ts';

describe('participant groups (SPEC §2 Participant note)', () => {
  it.each([
    ['Avery Johnson', 'A', 'Avery Johnson'],
    ['avery johnson', 'A', 'avery johnson'],
    ['Émile Dubois', 'E', 'Émile Dubois'],
    ['Ñandu Ruiz', 'N', 'Ñandu Ruiz'],
    ['2nd Floor Crew', '-', '2nd Floor Crew'],
    ['@Mia', '-', '@Mia'],
    ['*Coach Taylor', '', 'Coach Taylor'],
    ['  * Nurse Rosalind', '', 'Nurse Rosalind'],
    ['Øyvind Berg', 'O', 'Øyvind Berg'],
    ['łukasz Nowak', 'L', 'łukasz Nowak'],
  ])('puts %j under %j as %j', (name, letter, shownName) => {
    expect(groupOf(name)).toEqual({ letter, shownName });
  });

  it('orders A to Z, then the dash, then the blank group of * names, names alphabetical within', () => {
    const groups = groupParticipants(
      ['zoe', 'Ben', '*Coach Taylor', '3rd Cabin Group', 'ava', 'Émile', 'Bea', '*Chef Ramon'].map((name) => ({ name })),
    );
    expect(groups.map((g) => [g.letter, g.people.map((p) => p.shownName)])).toEqual([
      ['A', ['ava']],
      ['B', ['Bea', 'Ben']],
      ['E', ['Émile']],
      ['Z', ['zoe']],
      ['-', ['3rd Cabin Group']],
      ['', ['Chef Ramon', 'Coach Taylor']],
    ]);
  });

  it('keeps the participant itself, so the note names the real row', () => {
    const [group] = groupParticipants([{ name: '*Coach Taylor', role: 'Coach' }]);
    expect(group!.people[0]!.participant).toEqual({ name: '*Coach Taylor', role: 'Coach' });
  });
});

describe('the thank-you of a note names whom it was about', () => {
  it('by the name the picker shows: a camp staff member without the *', () => {
    expect(noteSentAbout('Zoe Marchetti')).toBe('Your note about Zoe Marchetti was sent.');
    expect(noteSentAbout('*Coach Taylor')).toBe('Your note about Coach Taylor was sent.');
  });
});
