// docs/product.md#scheduled-texts: a text to go at a chosen time, with the confirmation's Idempotency-Key. Like a
// text sent now it never waits on the phone: scheduling needs a connection.
import { api } from '@pals/core/api';
import { may } from '@pals/core/people/roles';
import { useApiMutation } from '../../data/useApiMutation.ts';
import { useSession } from '../../session/session.tsx';
import type { TextDraft } from './textDraft.ts';

export function useScheduleText() {
  const anyProgram = may(useSession().identity, 'textAnyProgram');
  const schedule = useApiMutation(api.scheduleText);
  const scheduleDraft = (draft: TextDraft, sendAt: string, key: string) => {
    const message = draft.message.trim();
    if (!anyProgram) schedule.send({ message, sendAt }, { key });
    else
      schedule.send(
        draft.to === 'number' ? { message, sendAt, inputNumber: draft.number.trim() } : { message, sendAt, selectedProgram: draft.program },
        { key },
      );
  };
  return Object.assign(schedule, { scheduleDraft });
}
