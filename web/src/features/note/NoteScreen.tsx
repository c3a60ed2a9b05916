// SPEC §2 Participant note (/note), §4: the program's participants load (or SPEC §8's loading text),
// then a note is written and submitted (at least 1 second). On success the form is cleared and the
// thank-you shows above it; a failure shows under the kept form.
import { messages } from '@pals/core/messages';
import { Notice } from '../../ui/Notice.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { NoteForm } from './NoteForm.tsx';
import { useParticipants } from './useParticipants.ts';
import { useSendNote } from './useSendNote.ts';
import './note.css';

export function NoteScreen() {
  const participants = useParticipants();
  const send = useSendNote();

  return (
    <div className="note">
      <ScreenTitle focusOnShow={send.isSuccess}>Participant Note</ScreenTitle>
      {send.isSuccess && <Notice tone="success">{messages.noteSucceeded}</Notice>}
      {participants.isPending && <Spinner label="Loading..." />}
      {participants.isError && <Notice tone="failure">{messages.loadingFailed}</Notice>}
      {participants.isSuccess && participants.data.length === 0 && <p className="card">No participants are listed for your program.</p>}
      {participants.isSuccess && participants.data.length > 0 && (
        <>
          {!send.isSuccess && <p className="lead-text">Choose a participant, then write your note.</p>}
          <NoteForm
            participants={participants.data}
            sending={send.isPending}
            onSend={(note, sent) => send.mutate(note, { onSuccess: sent })}
            onChoose={() => send.reset()}
          />
          {send.isPending && <Spinner label="Submitting..." />}
          {send.isError && <Notice tone="failure">{messages.noteFailed}</Notice>}
        </>
      )}
    </div>
  );
}
