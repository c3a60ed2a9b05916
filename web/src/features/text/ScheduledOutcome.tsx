// docs/product.md#scheduled-texts: the text is scheduled, for this time in the program's time zone; it is listed
// below with Cancel until it goes.
import { scheduledTimeLabel } from '@pals/core/scheduledTime';
import { Button } from '../../ui/Button.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { Notice } from '../../ui/Notice.tsx';

export function ScheduledOutcome({ sendAt, onAnother }: { sendAt: string; onAnother: () => void }) {
  return (
    <>
      <Notice tone="success">Text scheduled for {scheduledTimeLabel(Date.parse(sendAt))}. You can cancel it below until it goes.</Notice>
      <div className="button-stack">
        <LinkButton look="primary" to="/">
          Back to home
        </LinkButton>
        <Button look="secondary" onClick={onAnother}>
          Write another text
        </Button>
      </div>
    </>
  );
}
