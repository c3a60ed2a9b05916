// What the Listen button says (docs/decisions/040-a-listen-button-reads-a-screen-aloud.md): each
// screen declares its parts in reading order, each with the words on screen and the id of the element
// to light up while they are read. These rules turn them into the list of utterances handed to the
// browser's speech synthesis, one a sentence, so a long part is lit up as it is read and Chromium's
// cut-off of a long utterance never ends a reading early.

export interface ListenPart {
  /** The words, as on screen. */
  text: string;
  /** The id of the element that is lit up while these words are read. */
  target?: string;
}

/** Or: the words an element shows when Listen is pressed (a status line, an answer that came back),
 * read from its id; it is lit up while they are read. */
interface ListenElement {
  from: string;
}

/** Or: a field, read as its label and what is typed in it when Listen is pressed ("Your feedback: …"). */
interface ListenField {
  field: string;
  label: string;
}

export type ListenItem = ListenPart | ListenElement | ListenField;

/** What the page shows: an element's words, a field's typed value; null when it is not on screen. */
export interface ShownOnPage {
  text: (id: string) => string | null;
  typed: (id: string) => string | null;
}

export interface Utterance {
  text: string;
  target?: string;
}

/** A sentence longer than this is read in pieces, cut at commas (Chromium stops a long utterance after about 15 s). */
const longest = 160;

/** Words as a voice should read them: marks that are pictures on screen go, and the emergency number is read digit by digit. */
export function spokenForm(text: string): string {
  return text
    .replace(/[←→↗↑↓*•·|]/g, ' ')
    .replace(/\b911\b/g, '9 1 1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A phone number as a voice should read it: digit by digit, a pause between the groups people
 * read it in: "(412) 555-0134" → "4 1 2, 5 5 5, 0 1 3 4". */
export function spokenPhone(shown: string): string {
  return (shown.match(/\d+/g) ?? []).map((group) => group.split('').join(' ')).join(', ');
}

/** The parts' words, tidied, one utterance a sentence, in order; a part with nothing to say is left out. */
export function toUtterances(parts: readonly ListenPart[]): Utterance[] {
  return parts.flatMap((part) => {
    const text = spokenForm(part.text);
    if (text === '') return [];
    return sentencesOf(text).map((sentence) => (part.target === undefined ? { text: sentence } : { text: sentence, target: part.target }));
  });
}

/** The parts with each element's words and each field's value filled in from the page; what is not
 * on screen is left out. An element's lines are read as sentences. */
export function resolveParts(items: readonly ListenItem[], page: ShownOnPage): ListenPart[] {
  return items.flatMap((item) => {
    if ('field' in item) {
      const typed = page.typed(item.field);
      return typed === null ? [] : [fieldPart(item.label, typed, item.field)];
    }
    if (!('from' in item)) return [item];
    const shown = page.text(item.from);
    if (shown === null) return [];
    const lines = shown
      .split(/\n+/)
      .map((line) => line.trim())
      .filter((line) => line !== '');
    return [{ text: lines.map((line) => (/[.!?:]$/.test(line) ? line : `${line}.`)).join(' '), target: item.from }];
  });
}

/** A field as read aloud: its label, then what was typed, or that nothing is typed yet. */
export function fieldPart(label: string, typed: string, target?: string): ListenPart {
  const value = typed.trim();
  const text = `${label.replace(/[:.]\s*$/, '')}: ${value === '' ? 'nothing typed yet.' : value}`;
  return target === undefined ? { text } : { text, target };
}

/** A list read as one sentence: "Blue Team, Green Team and Red Team." */
export function listSentence(items: readonly string[]): string {
  const names = items.map((item) => item.trim()).filter((item) => item !== '');
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]}.`;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}.`;
}

function sentencesOf(text: string): string[] {
  // A full stop, question or exclamation mark followed by a space ends a sentence; "Dr. Lee" is rare enough on these screens.
  const sentences = text.split(/(?<=[.!?])\s+/);
  return sentences.flatMap((sentence) => (sentence.length <= longest ? [sentence] : piecesOf(sentence)));
}

/** Joins parts into pieces of at most `longest` characters, one space between parts. */
function joined(parts: readonly string[]): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const part of parts) {
    if (piece !== '' && piece.length + part.length + 1 > longest) {
      pieces.push(piece);
      piece = part;
    } else piece = piece === '' ? part : `${piece} ${part}`;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** A long sentence cut at commas; a clause still too long at spaces; a word too long (a cell of one
 * run of letters) in slices: no utterance is ever longer than `longest`, far under the Web Speech
 * limit of 32,767 characters. */
function piecesOf(sentence: string): string[] {
  return joined(sentence.split(/(?<=[,;:])\s+/)).flatMap((piece) =>
    piece.length <= longest
      ? [piece]
      : joined(
          piece
            .split(/\s+/)
            .flatMap((word) => (word.length <= longest ? [word] : (word.match(new RegExp(`.{1,${longest}}`, 'gsu')) ?? []))),
        ),
  );
}
