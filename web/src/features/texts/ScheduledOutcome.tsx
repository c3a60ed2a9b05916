// docs/product.md#scheduled-texts: the text is scheduled, for this time in the program's time zone; it is listed
// below with Change and Cancel until it goes.
import { scheduledTimeLabel } from '@pals/core/texts/scheduledTime';
import { HomeOrAnother } from '../../ui/HomeOrAnother.tsx';
import { Notice } from '../../ui/Notice.tsx';

export function ScheduledOutcome({ sendAt, onAnother }: { sendAt: string; onAnother: () => void }) {
  return (
    <>
      <Notice tone="success">
        Text scheduled for {scheduledTimeLabel(Date.parse(sendAt))}. You can change or cancel it below until it goes.
      </Notice>
      <HomeOrAnother another="Write another text" onAnother={onAnother} />
    </>
  );
}
