// docs/product.md#texts: "Send a test to me": the text as it would go out, to the sender's own phone only. Each
// press is a new test with a key of its own.
import { api } from '@pals/core/api';
import { useApiMutation } from '../../data/useApiMutation.ts';
import { newSendKey } from './sendKey.ts';

export function useSendTest() {
  const test = useApiMutation(api.sendTextTest);
  const sendTest = (message: string, program: string | null) => test.send({ message: message.trim(), program }, { key: newSendKey() });
  return Object.assign(test, { sendTest });
}
