// docs/product.md#screen-note), docs/product.md#states: the program's participants load (or docs/product.md#messages loading text),
// then a note is written and submitted (at least 1 second). On success the form is cleared and the
// thank-you names whom the note was about, with "Back to home" and "Write another note", which
// brings back the cleared form (docs/decisions/076-the-designers-suggestions-per-screen.md); a
// failure shows under the kept form. What is written is a draft kept on
// the phone (data/useDraft.ts) until Submit hands it to the outbox; a refusal, even after "Saved on
// this phone" began the next note, puts it back.
import { messages } from '@pals/core/messages';
import { noteSentAbout } from '@pals/core/notes/rules';
import { useState } from 'react';
import { loadFailed } from '../../data/useApiQuery.ts';
import { useDraft, useDraftFollows } from '../../data/useDraft.ts';
import { DraftLine } from '../../ui/DraftLine.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { Loading, Spinner } from '../../ui/Spinner.tsx';
import { HomeOrAnother } from '../../ui/HomeOrAnother.tsx';
import { NoteForm, noNote } from './NoteForm.tsx';
import { useParticipants } from './useParticipants.ts';
import { useSendNote } from './useSendNote.ts';
import './note.css';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';

export function NoteScreen() {
  const participants = useParticipants();
  const send = useSendNote();
  const draft = useDraft('note', noNote);
  // "Write another note" was pressed: the form that comes back puts the focus in its filter.
  const [another, setAnother] = useState(false);
  // A note kept on the phone is as good as sent for the form: it starts empty for the next one.
  useDraftFollows(draft, send.held || send.isSuccess, send.isError, noNote);

  return (
    <div className="note">
      <BackLink to="/" name="Back to home" />
      <ScreenTitle focusOnShow={send.isSuccess}>Participant Note</ScreenTitle>
      {send.isSuccess && (
        <>
          <Notice tone="success">{messages.noteSucceeded}</Notice>
          {send.variables && <p className="lead-text">{noteSentAbout(send.variables.body.participant)}</p>}
          <HomeOrAnother
            another="Write another note"
            onAnother={() => {
              setAnother(true);
              send.reset();
            }}
          />
        </>
      )}
      {send.held && <Notice tone="info">{messages.savedOnPhone}</Notice>}
      {participants.isPending && <Loading />}
      {loadFailed(participants) && <LoadFailed onTryAgain={tryAgain(participants)} />}
      {participants.data?.length === 0 && <p className="card">No participants are listed for your program.</p>}
      {participants.data !== undefined && participants.data.length > 0 && !send.isSuccess && (
        <>
          {!send.held && <p className="lead-text">Choose a participant, then write your note.</p>}
          <DraftLine keptAt={draft.keptAt} onClear={draft.discard} />
          <NoteForm
            key={draft.sentCount}
            participants={participants.data}
            note={draft.value}
            onNote={(change) => {
              // The next note begun while the last waits on the phone: how that one goes is for the
              // waiting list to say, which keeps its words if it is refused.
              if (send.held) send.reset();
              draft.set(change);
            }}
            sending={send.sending}
            onSend={(note) => {
              draft.handed();
              send.send(note);
            }}
            onChoose={() => send.reset()}
            focusFilter={another}
          />
          {send.sending && <Spinner label="Submitting..." />}
          {send.isError && (
            <Notice tone="failure">
              {messages.noteFailed}
              {send.notKept && ` ${messages.notKeptOnPhone}`}
            </Notice>
          )}
        </>
      )}
    </div>
  );
}
