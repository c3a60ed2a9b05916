// A count in progress, kept on the phone as a draft (data/useDraft.ts): the moment chosen, then once
// a team is chosen the names listed and those ticked, so a reload opens the count where it was.
import { headcountMoments } from '@pals/core/headcount/rules';

export interface CountDraft {
  /** One of the moments offered, 'Other' (then `other` is the moment), or '' for none. */
  moment: string;
  other: string;
  /** The count has begun: `team` (null: everyone) and `listed` are set. */
  started: boolean;
  team: string | null;
  listed: string[];
  present: string[];
}

export const noCount: CountDraft = { moment: '', other: '', started: false, team: null, listed: [], present: [] };

export const otherMoment = 'Other';
export const momentChoices = [...headcountMoments, otherMoment] as const;

/** The moment as it is stored: the one chosen, the words written for Other, or ''. */
export function momentOf(draft: Pick<CountDraft, 'moment' | 'other'>): string {
  return draft.moment === otherMoment ? draft.other.trim() : draft.moment;
}

/** The draft's moment fields for a stored moment: one of the choices, or Other with its words. */
export function momentDraft(moment: string): Pick<CountDraft, 'moment' | 'other'> {
  if (moment === '' || (momentChoices as readonly string[]).includes(moment)) return { moment, other: '' };
  return { moment: otherMoment, other: moment };
}
