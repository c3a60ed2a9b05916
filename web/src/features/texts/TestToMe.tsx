// docs/product.md#texts: "Send a test to me", or why it is unavailable (no phone of the sender's in the camp's sheet),
// in plain words.
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTextContactsAnswer } from './useTextContacts.ts';
import { useSendTest } from './useSendTest.ts';

export function TestToMe({ message, program }: { message: string; program: string | null }) {
  const myPhone = useTextContactsAnswer().data?.myPhone ?? null;
  const test = useSendTest();
  if (!myPhone)
    return (
      <p className="text-hint">
        You can’t send a test to yourself: the camp’s sheet has no phone number for you. Ask an Administrator to add it.
      </p>
    );
  return (
    <>
      <Button look="secondary" onClick={() => test.sendTest(message, program)} busy={test.isPending}>
        Send a test to me
      </Button>
      {test.isSuccess && <Notice tone={test.data.success ? 'success' : 'failure'}>Test: {test.data.response}</Notice>}
      {test.isError && <Notice tone="failure">The test was not sent: {test.error.message}</Notice>}
    </>
  );
}
