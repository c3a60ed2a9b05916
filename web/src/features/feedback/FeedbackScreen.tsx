// docs/product.md#screen-feedback), docs/product.md#states: editing, submitting (at least 1 second), then the form is
// replaced by the thank-you and a link home, or a failure notice shows under the kept form.
import { messages } from '@pals/core/messages';
import { useSession } from '../../session/session.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';
import { useSendFeedback } from './useSendFeedback.ts';

export function FeedbackScreen() {
  const { identity } = useSession();
  const send = useSendFeedback();
  // The title is the words of the menu button that led here.
  const title = identity.kind === 'participant' ? 'Give Feedback' : 'Feedback';

  return (
    <div className="feedback">
      <ScreenTitle focusOnShow={send.isSuccess || send.held}>{title}</ScreenTitle>
      {send.isSuccess || send.held ? (
        <>
          <Notice tone={send.held ? 'info' : 'success'}>{send.held ? messages.savedOnPhone : messages.feedbackSucceeded}</Notice>
          <LinkButton look="primary" to="/">
            Back to home
          </LinkButton>
        </>
      ) : (
        <>
          <p className="lead-text">Tell us what you liked, or what we can do better.</p>
          <FeedbackForm sending={send.sending} onSend={(feedback) => send.send(feedback)} />
          {send.sending && <Spinner label="Submitting..." />}
          {send.isError && <Notice tone="failure">{messages.feedbackFailed}</Notice>}
        </>
      )}
    </div>
  );
}
