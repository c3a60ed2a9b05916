// A report form filled in and sent (docs/product.md#states): prefilled with the saved answers, then submitting for at
// least 1 second, then succeeded or failed. A 400 naming fields marks those answers too. Once sent,
// Submit gives way to the notice, the way on to the next section and a plain link back; a change starts over and brings Submit back,
// so no old notice stays beside new answers. A change is a draft kept on the phone (data/useDraft.ts)
// over the saved answers, which wins over them when the section opens again, and says so.
import { messages } from '@pals/core/messages';
import type { ReportForm as Form } from '@pals/core/reports/rules';
import { useEffect, useRef, type FormEvent } from 'react';
import { ApiFailure } from '../../api/client.ts';
import { useDraft, useDraftFollows } from '../../data/useDraft.ts';
import { DraftLine } from '../../ui/DraftLine.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/router.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ActivityGroups } from './ActivityGroups.tsx';
import { answersToSend, type Answers } from './answersToSend.ts';
import { NextStep } from './NextStep.tsx';
import { QuestionField } from './QuestionField.tsx';
import { useSubmitReport } from './useSubmitReport.ts';

/** Where the back link of a report screen goes. */
export interface Back {
  to: string;
  /** The link's accessible name, e.g. "Back to Day 2". */
  name: string;
}

const noProblems: Readonly<Record<string, string>> = {};

export function ReportForm({ form, day, saved, back }: { form: Form; day: number; saved: Answers; back: Back }) {
  const draft = useDraft<Answers>(`report:${day}:${form.section}`, saved);
  const answers = draft.value;
  const submit = useSubmitReport(day, form.section);
  const problems = submit.error instanceof ApiFailure && submit.error.status === 400 ? (submit.error.fields ?? noProblems) : noProblems;

  const onChange = (field: string, value: string) => {
    if (submit.sending) return;
    if (!submit.isIdle) submit.reset();
    draft.set((current) => ({ ...current, [field]: value }));
  };
  const sent = submit.isSuccess || submit.held;
  useDraftFollows(draft, sent, submit.isError);
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    draft.handed();
    submit.sendAnswers(answersToSend(form, answers));
  };
  const props = { answers, problems, onChange };

  // The outcome shows under the Submit button, often below the fold on a phone: bring it into view.
  const outcome = useRef<HTMLDivElement>(null);
  const settled = submit.isSuccess || submit.isError || submit.held;
  useEffect(() => {
    if (settled) outcome.current?.scrollIntoView?.({ block: 'nearest' });
  }, [settled]);
  // Submit goes once the report is sent: the focus it had moves to what it says, not to the page's start.
  useEffect(() => {
    if (sent) outcome.current?.focus({ preventScroll: true });
  }, [sent]);

  return (
    <form className="report-form" onSubmit={send} noValidate>
      <DraftLine keptAt={draft.keptAt} overSaved overOthers={draft.overOthers} onClear={draft.discard} />
      {form.questions.map((question) => (
        <QuestionField key={question.field} question={question} {...props} />
      ))}
      {form.activities && <ActivityGroups activities={form.activities} {...props} />}
      {!sent && (
        <Button type="submit" busy={submit.isPending}>
          Submit
        </Button>
      )}
      {submit.sending && <Spinner label="Submitting..." />}
      <div ref={outcome} className="report-outcome" tabIndex={-1}>
        {submit.isError && (
          <Notice tone="failure">
            {messages.reportFailed}
            {submit.notKept && ` ${messages.notKeptOnPhone}`}
          </Notice>
        )}
        {sent && (
          <>
            <Notice tone={submit.held ? 'info' : 'success'}>{submit.held ? messages.savedOnPhone : messages.reportSucceeded}</Notice>
            <NextStep day={day} section={form.section} />
            {back.to === '/report' ? (
              <p className="report-after">Change an answer to send it again.</p>
            ) : (
              <p className="report-after">
                Change an answer to send it again, or{' '}
                <Link className="tap-link" to={back.to}>
                  {back.name.replace(/^Back/, 'go back')}
                </Link>
                .
              </p>
            )}
          </>
        )}
      </div>
    </form>
  );
}
