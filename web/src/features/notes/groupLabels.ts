// What the picker calls each group (docs/decisions/043-the-note-picker-opens-on-the-letters.md): a
// letter is itself; names that start with a number or sign ('-' in core) are '#', as in a phone's
// contacts; names marked '*' are the camp staff, listed last.
export interface GroupLabel {
  /** On the jump button. */
  short: string;
  /** The group's heading. */
  heading: string;
  /** The jump button's accessible name, when `short` alone would not say it. */
  name?: string;
}

export function groupLabel(letter: string): GroupLabel {
  if (letter === '-') return { short: '#', heading: '# Numbers and signs', name: 'Names that start with a number or sign' };
  if (letter === '') return { short: 'Staff', heading: 'Camp staff' };
  return { short: letter, heading: letter };
}
