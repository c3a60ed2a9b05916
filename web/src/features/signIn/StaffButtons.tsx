// The two staff sign-in buttons of docs/product.md#routing; what they do depends on how this server signs staff in.
// `disabled` until Google's script is there to use; `busy` while a sign-in runs (focus stays).
import { Button } from '../../ui/Button.tsx';

export function StaffButtons({ onChoose, disabled = false, busy = false }: { onChoose?: () => void; disabled?: boolean; busy?: boolean }) {
  return (
    <>
      <Button disabled={disabled} busy={busy} onClick={onChoose}>
        Volunteer Leader
      </Button>
      <Button disabled={disabled} busy={busy} onClick={onChoose}>
        Staff
      </Button>
    </>
  );
}
