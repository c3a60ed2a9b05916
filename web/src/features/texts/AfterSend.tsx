// What a sender may do once a text is sent or scheduled: go home, or write another.
import { Button } from '../../ui/Button.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';

export function AfterSend({ onAnother }: { onAnother: () => void }) {
  return (
    <div className="button-stack">
      <LinkButton look="primary" to="/">
        Back to home
      </LinkButton>
      <Button look="secondary" onClick={onAnother}>
        Write another text
      </Button>
    </div>
  );
}
