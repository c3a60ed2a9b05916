// SPEC §7 note: the participant's real name (with its '*', if it has one) and the message, shown as
// submitting for at least 1 second (SPEC §9).
import { api } from '@pals/core/api';
import { limits } from '@pals/core/limits';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { atLeast } from '../../ui/atLeast.ts';

export interface Note {
  participant: string;
  message: string;
}

export function useSendNote() {
  return useMutation({ mutationFn: (note: Note) => atLeast(limits.minimumSpinnerMs, call(api.note, note)) });
}
