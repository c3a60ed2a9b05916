// docs/product.md#screen-note, docs/product.md#limits: choose a participant, write the message (required, at most 500, with
// the counter), submit. Submit waits for both. docs/product.md#states: on success both are cleared.
import { groupOf } from '@pals/core/notes/rules';
import { limits } from '@pals/core/limits';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { ReasonedButton } from '../../ui/ReasonedButton.tsx';
import { MessageBox } from '../../ui/MessageBox.tsx';
import { ChosenParticipant } from './ChosenParticipant.tsx';
import { ParticipantPicker } from './ParticipantPicker.tsx';
import type { Participant } from './participant.ts';
import type { Note } from './useSendNote.ts';

/** What the form holds: whom it is about (their real name) and the message. The screen keeps it, as a
 * draft on the phone (data/useDraft.ts). */
export interface NoteDraft {
  participant: string | null;
  message: string;
}

export const noNote: NoteDraft = { participant: null, message: '' };

interface NoteFormProps {
  participants: readonly Participant[];
  note: NoteDraft;
  onNote: (change: (note: NoteDraft) => NoteDraft) => void;
  sending: boolean;
  onSend: (note: Note) => void;
  /** A new participant was chosen: a new note begins. */
  onChoose: () => void;
  /** The form opens for another note ("Write another note"): the filter takes focus. */
  focusFilter?: boolean;
}

/** Why Submit cannot be pressed yet, in the form's words. */
function whyNotReady(chosen: boolean, message: string): string {
  const missing = [chosen ? null : 'choose who it is about', message.trim() === '' ? 'write the note' : null].filter(Boolean);
  return `To send, ${missing.join(' and ')}.`;
}

export function NoteForm({ participants, note, onNote, sending, onSend, onChoose, focusFilter = false }: NoteFormProps) {
  // A draft's participant who has left the list since is not chosen: the message stays.
  const chosen = participants.find((participant) => participant.name === note.participant) ?? null;
  const { message } = note;
  const chosenId = useId();
  const messageBox = useRef<HTMLTextAreaElement>(null);
  const filter = useRef<HTMLInputElement>(null);
  // Focus moves after the screen has changed, so the browser scrolls to where the thing now is.
  const focusNext = useRef<'message' | 'filter' | null>(focusFilter ? 'filter' : null);
  useEffect(() => {
    if (focusNext.current === 'message') messageBox.current?.focus();
    if (focusNext.current === 'filter') filter.current?.focus();
    focusNext.current = null;
  });

  const choose = (participant: Participant) => {
    focusNext.current = 'message';
    onNote((current) => ({ ...current, participant: participant.name }));
    onChoose();
  };
  const change = () => {
    focusNext.current = 'filter';
    onNote((current) => ({ ...current, participant: null }));
  };
  const ready = chosen !== null && message.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || sending) return;
    onSend({ participant: chosen.name, message: message.trim() });
  };

  return (
    <>
      {chosen ? (
        <ChosenParticipant id={chosenId} name={groupOf(chosen.name).shownName} busy={sending} onChange={change} />
      ) : (
        <ParticipantPicker participants={participants} onChoose={choose} filterRef={filter} />
      )}
      <form className="card form" onSubmit={submit} noValidate>
        <MessageBox
          ref={messageBox}
          label="Your note"
          value={message}
          max={limits.noteMessage}
          onChange={(typed) => onNote((current) => ({ ...current, message: typed }))}
          readOnly={sending}
          describedBy={chosen ? chosenId : undefined}
        />
        <ReasonedButton type="submit" why={ready ? null : whyNotReady(chosen !== null, message)} busy={sending}>
          Submit
        </ReasonedButton>
      </form>
    </>
  );
}
