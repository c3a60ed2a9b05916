// SPEC §4, §8: the server's answer, in its own words, under 'Text submission succeeded.' or 'Text
// submission failed.' (some recipients not reached), with the way home or to another text.
import { messages } from '@pals/core/messages';
import { Button } from '../../ui/Button.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { Notice } from '../../ui/Notice.tsx';

export function TextOutcome({ answer, onAnother }: { answer: { success: boolean; response: string }; onAnother: () => void }) {
  return (
    <>
      <Notice tone={answer.success ? 'success' : 'failure'}>
        {answer.success ? messages.textSucceeded : messages.textFailed} {answer.response}
      </Notice>
      <div className="button-stack">
        <LinkButton look="primary" to="/">
          Back to home
        </LinkButton>
        <Button look="secondary" onClick={onAnother}>
          Write another text
        </Button>
      </div>
    </>
  );
}
