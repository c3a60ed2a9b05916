// docs/product.md#calls note: the participant's real name (with its '*', if it has one) and the message, shown as
// submitting for at least 1 second (docs/product.md#limits); offline it waits on the phone (docs/offline.md "What people write offline: writes that wait").
import { api } from '@pals/core/api';
import { useApiMutation } from '../../data/useApiMutation.ts';

export interface Note {
  participant: string;
  message: string;
}

export function useSendNote() {
  return useApiMutation(api.note);
}
