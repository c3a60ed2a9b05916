// A text being written (docs/product.md#screen-text): the message and whom it goes to, a program or, for an
// Administrator, a typed number.
import type { TextTarget } from '@pals/core/texts/rules';

export interface TextDraft {
  message: string;
  to: 'program' | 'number';
  program: string;
  number: string;
  /** Now, or later at `date` and `time` in the program's time zone (docs/product.md#scheduled-texts). */
  when: 'now' | 'later';
  date: string;
  time: string;
}

export function newDraft(ownProgram: string | null): TextDraft {
  return { message: '', to: 'program', program: ownProgram ?? '', number: '', when: 'now', date: '', time: '' };
}

export function targetOf(draft: TextDraft): TextTarget {
  return draft.to === 'number' ? { kind: 'number' } : { kind: 'program', program: draft.program };
}

/** The program named in the text's prefix; null for a typed number, which gets '[PALS]'. */
export function prefixProgramOf(draft: TextDraft): string | null {
  return draft.to === 'number' ? null : draft.program;
}

/** docs/product.md#limits: a message is required, and so is the program or the number it goes to, a real one
 * (`phone`: the typed number in E.164, null while it is not one). */
export function draftReady(draft: TextDraft, phone: string | null, sendAt: string | null): boolean {
  return (
    draft.message.trim() !== '' &&
    (draft.to === 'number' ? phone !== null : draft.program !== '') &&
    (draft.when === 'now' || sendAt !== null)
  );
}
