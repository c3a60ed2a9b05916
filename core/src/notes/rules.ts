// Participant notes (docs/product.md#screen-note): the picker's groups.
import { alphabetical } from '../people/alphabetical.ts';

export interface NoteParticipant {
  name: string;
}

export interface ParticipantGroup<T> {
  /** 'A' to 'Z'; '-' for names starting with anything else; '' for names marked with a leading '*'. */
  letter: string;
  people: { shownName: string; participant: T }[];
}

/** The group a name goes under: its first letter without accents, '-' for other characters, or
 * '' (with the '*' stripped from the shown name) for a name marked with a leading asterisk. */
export function groupOf(name: string): { letter: string; shownName: string } {
  const trimmed = name.trim();
  if (trimmed.startsWith('*')) return { letter: '', shownName: trimmed.slice(1).trim() };
  const first = baseLetter(
    trimmed
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .charAt(0)
      .toUpperCase(),
  );
  return { letter: /^[A-Z]$/.test(first) ? first : '-', shownName: trimmed };
}

/** Letters that carry no accent to strip but read as a plain letter. */
const plainLetters: Record<string, string> = { Ø: 'O', Æ: 'A', Œ: 'O', Ł: 'L', Đ: 'D', Þ: 'T' };
const baseLetter = (letter: string) => plainLetters[letter] ?? letter;

/** Groups in the order the picker shows them: A to Z, then '-', then the group of '*' names, which
 * the picker names "Camp staff" (docs/decisions/043-the-note-picker-opens-on-the-letters.md); names
 * alphabetical within a group (docs/product.md#screen-note: participants are grouped by initial letter). */
export function groupParticipants<T extends NoteParticipant>(participants: readonly T[]): ParticipantGroup<T>[] {
  const groups = new Map<string, ParticipantGroup<T>['people']>();
  for (const participant of participants) {
    const { letter, shownName } = groupOf(participant.name);
    groups.set(letter, [...(groups.get(letter) ?? []), { shownName, participant }]);
  }
  const rank = (letter: string) => (letter === '' ? 2 : letter === '-' ? 1 : 0);
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b) || alphabetical(a, b))
    .map(([letter, people]) => ({ letter, people: people.sort((x, y) => alphabetical(x.shownName, y.shownName)) }));
}

/** Said under SPEC's "Note submission succeeded. Thank you!": whom the note was about, by the name
 * the picker showed (docs/decisions/076-the-designers-suggestions-per-screen.md). */
export function noteSentAbout(participant: string): string {
  return `Your note about ${groupOf(participant).shownName} was sent.`;
}
