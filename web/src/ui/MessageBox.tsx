// A message box with its characters-left counter right under it (docs/product.md#screen-feedback: '{n} / 500 characters left',
// n being the characters still free). The counter, and anything else named in `describedBy`, is read
// with the box.
import { useId, type Ref } from 'react';

interface MessageBoxProps {
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  readOnly?: boolean;
  rows?: number;
  /** Ids of more text that describes the box, read before the counter. */
  describedBy?: string;
  ref?: Ref<HTMLTextAreaElement>;
  /** The box's id, when something else reads it (a Listen button). */
  id?: string;
}

export function MessageBox({ label, value, max, onChange, readOnly = false, rows = 6, describedBy, ref, id }: MessageBoxProps) {
  const ownId = useId();
  const boxId = id ?? ownId;
  const counterId = useId();
  return (
    <>
      <label className="field-label" htmlFor={boxId}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={boxId}
        className="text-input message-box"
        rows={rows}
        maxLength={max}
        aria-describedby={describedBy ? `${describedBy} ${counterId}` : counterId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        readOnly={readOnly}
      />
      <p id={counterId} className="characters-left">
        {max - value.length} / {max} characters left
      </p>
    </>
  );
}
