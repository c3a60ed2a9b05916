// docs/product.md#screen-feedback), docs/product.md#states: editing, submitting (at least 1 second), then the form is
// replaced by the thank-you and a link home, or a failure notice shows under the kept form. What is
// typed is a draft kept on the phone (data/useDraft.ts) until the write is handed to the outbox; a
// refusal, even one that comes after "Saved on this phone", puts it back in the form.
import { feedbackPlainThanks } from '@pals/core/feedback/rules';
import { messages } from '@pals/core/messages';
import { useDraft, useDraftFollows } from '../../data/useDraft.ts';
import { useSession } from '../../session/session.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { DraftLine } from '../../ui/DraftLine.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ListenTitle } from '../../ui/listen/ListenTitle.tsx';
import type { ListenItem } from '../../ui/listen/utterances.ts';
import { FeedbackForm, feedbackFields } from './FeedbackForm.tsx';
import { useSendFeedback, type Feedback } from './useSendFeedback.ts';

const noFeedback: Feedback = { message: '', name: '' };

export function FeedbackScreen() {
  const { identity } = useSession();
  const send = useSendFeedback();
  // The title is the words of the menu button that led here.
  const title = identity.kind === 'participant' ? 'Give Feedback' : 'Feedback';
  const done = send.isSuccess || send.held;
  const draft = useDraft('feedback', noFeedback);
  useDraftFollows(draft, done, send.isError);
  // Listen reads the question and what was typed; once sent, the outcome.
  const parts = (): ListenItem[] => [
    { text: `${title}.`, target: 'feedback-title' },
    { from: 'feedback-question' },
    { field: feedbackFields.message, label: 'Your feedback' },
    { field: feedbackFields.name, label: 'Your name' },
    { from: 'feedback-outcome' },
    { from: 'feedback-plain-thanks' },
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
          {/* SPEC's words stay as they are; these say the same plainly, under them. */}
          {send.isSuccess && (
            <p id="feedback-plain-thanks" className="lead-text">
              {feedbackPlainThanks}
            </p>
          )}
          <LinkButton look="primary" to="/">
            Back to home
          </LinkButton>
        </>
      ) : (
        <>
          <p id="feedback-question" className="lead-text">
            Tell us what you think of camp.
          </p>
          <DraftLine keptAt={draft.keptAt} onClear={draft.discard} />
          <FeedbackForm
            feedback={draft.value}
            onChange={draft.set}
            sending={send.sending}
            onSend={(feedback) => {
              draft.handed();
              send.send(feedback);
            }}
          />
          {send.sending && <Spinner label="Submitting..." />}
          {send.isError && (
            <Notice id="feedback-outcome" tone="failure">
              {messages.feedbackFailed}
              {send.notKept && ` ${messages.notKeptOnPhone}`}
            </Notice>
          )}
        </>
      )}
    </div>
  );
}
