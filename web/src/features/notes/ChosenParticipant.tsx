// Who the note is about, once chosen, with the way back to the list. `id` lets the message box name
// the person when it is read; `busy` while the note is being sent.
import { Button } from '../../ui/Button.tsx';

export function ChosenParticipant({ id, name, busy, onChange }: { id: string; name: string; busy: boolean; onChange: () => void }) {
  return (
    <div className="card chosen-participant">
      <p id={id} className="chosen-name">
        <span className="chosen-label">Writing about:</span> {name}
      </p>
      <Button look="secondary" className="chosen-change" onClick={onChange} busy={busy}>
        Change
      </Button>
    </div>
  );
}
