// A button that cannot be pressed yet says why, in words under it, and is described by them
// (docs/decisions/048-one-frame-width.md): a dimmed "Submit" alone leaves a person guessing.
import { useId } from 'react';
import { Button } from './Button.tsx';

type ButtonProps = Parameters<typeof Button>[0];

/** `why`: what is missing ("To send, write your feedback."), or null when the button may be pressed. */
export function ReasonedButton({ why, ...props }: ButtonProps & { why: string | null }) {
  const whyId = useId();
  // The reason sits beside the button, not under it, so a form is no taller for it; once the button
  // may be pressed it takes the whole row again.
  return (
    <div className="button-with-why">
      <Button {...props} disabled={why !== null} aria-describedby={why === null ? undefined : whyId} />
      {why !== null && (
        <p id={whyId} className="button-why">
          {why}
        </p>
      )}
    </div>
  );
}
