// SPEC §7 note: the participant's real name (with its '*', if it has one) and the message, shown as
// submitting for at least 1 second (SPEC §9); offline it waits on the phone (issue 12 §4).
import { api } from '@pals/core/api';
import { useApiMutation } from '../../data/useApiMutation.ts';

export interface Note {
  participant: string;
  message: string;
}

export function useSendNote() {
  return useApiMutation(api.note);
}
