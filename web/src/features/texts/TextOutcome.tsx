// docs/product.md#states, docs/product.md#messages: the server's answer, in its own words, under 'Text submission succeeded.' or 'Text
// submission failed.' (some recipients not reached), with the way home or to another text.
import { messages } from '@pals/core/messages';
import { HomeOrAnother } from '../../ui/HomeOrAnother.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useConfig } from '../../session/useConfig.ts';

export function TextOutcome({ answer, onAnother }: { answer: { success: boolean; response: string }; onAnother: () => void }) {
  const demo = useConfig().data?.demo ?? false;
  return (
    <>
      <Notice tone={answer.success ? 'success' : 'failure'}>
        {answer.success ? messages.textSucceeded : messages.textFailed} {answer.response}
      </Notice>
      {/* Demo mode's texts go to the log provider: recorded, never sent to a phone (docs/decisions/020-design-pass.md). */}
      {demo && answer.success && <p className="text-hint">Demo mode: the text was recorded, not sent to anyone’s phone.</p>}
      <HomeOrAnother another="Write another text" onAnother={onAnother} />
    </>
  );
}
