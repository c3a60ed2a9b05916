// A busy indicator with words: the ring is decoration, the label is what everyone reads and hears.
export function Spinner({ label }: { label: string }) {
  return (
    <p className="spinner" role="status">
      <span className="spinner-ring" aria-hidden="true" />
      <span>{label}</span>
    </p>
  );
}
