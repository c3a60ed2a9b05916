// docs/product.md#screen-feedback), docs/product.md#states: editing, submitting (at least 1 second), then the form is
// replaced by the thank-you and a link home, or a failure notice shows under the kept form.
import { messages } from '@pals/core/messages';
import { useSession } from '../../session/session.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ListenTitle } from '../../ui/listen/ListenTitle.tsx';
import type { ListenItem } from '../../ui/listen/utterances.ts';
import { FeedbackForm, feedbackFields } from './FeedbackForm.tsx';
import { useSendFeedback } from './useSendFeedback.ts';

export function FeedbackScreen() {
  const { identity } = useSession();
  const send = useSendFeedback();
  // The title is the words of the menu button that led here.
  const title = identity.kind === 'participant' ? 'Give Feedback' : 'Feedback';
  const done = send.isSuccess || send.held;
  // Listen reads the question and what was typed; once sent, the outcome.
  const parts = (): ListenItem[] => [
    { text: `${title}.`, target: 'feedback-title' },
    { from: 'feedback-question' },
    { field: feedbackFields.message, label: 'Your feedback' },
    { field: feedbackFields.name, label: 'Your name' },
    { from: 'feedback-outcome' },
  ];

  return (
    <div className="feedback">
      <ListenTitle id="feedback-title" parts={parts} focusOnShow={done} back={done ? null : { to: '/', name: 'Back to home' }}>
        {title}
      </ListenTitle>
      {done ? (
        <>
          <Notice id="feedback-outcome" tone={send.held ? 'info' : 'success'}>
            {send.held ? messages.savedOnPhone : messages.feedbackSucceeded}
          </Notice>
          <LinkButton look="primary" to="/">
            Back to home
          </LinkButton>
        </>
      ) : (
        <>
          <p id="feedback-question" className="lead-text">
            Tell us what you think of camp.
          </p>
          <FeedbackForm sending={send.sending} onSend={(feedback) => send.send(feedback)} />
          {send.sending && <Spinner label="Submitting..." />}
          {send.isError && (
            <Notice id="feedback-outcome" tone="failure">
              {messages.feedbackFailed}
            </Notice>
          )}
        </>
      )}
    </div>
  );
}
