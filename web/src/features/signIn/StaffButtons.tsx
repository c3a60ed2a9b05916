// The two staff sign-in buttons of SPEC §2; what they do depends on how this server signs staff in.
import { Button } from '../../ui/Button.tsx';

export function StaffButtons({ onChoose, disabled = false }: { onChoose?: () => void; disabled?: boolean }) {
  return (
    <>
      <Button disabled={disabled} onClick={onChoose}>
        Volunteer Leader
      </Button>
      <Button disabled={disabled} onClick={onChoose}>
        Staff
      </Button>
    </>
  );
}
