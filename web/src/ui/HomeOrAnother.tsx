// What a person may do once something is sent: go home, or write another (a text, a note). The
// second button names what it starts again ("Write another text").
import { Button } from './Button.tsx';
import { LinkButton } from './LinkButton.tsx';

export function HomeOrAnother({ another, onAnother }: { another: string; onAnother: () => void }) {
  return (
    <div className="button-stack">
      <LinkButton look="primary" to="/">
        Back to home
      </LinkButton>
      <Button look="secondary" onClick={onAnother}>
        {another}
      </Button>
    </div>
  );
}
