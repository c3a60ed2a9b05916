// A busy indicator with words: the ring is decoration, the label is what everyone reads and hears.
export function Spinner({ label, className = 'spinner' }: { label: string; className?: string }) {
  return (
    <p className={className} role="status">
      <span className="spinner-ring" aria-hidden="true" />
      <span>{label}</span>
    </p>
  );
}

/** A screen's data on its way. The footer waits for it (chrome.css, `.screen-loading`): it then appears
 * where the drawn screen puts it instead of being pushed down (docs/decisions/020-design-pass.md: layout shift). */
export function Loading() {
  return <Spinner label="Loading..." className="spinner screen-loading" />;
}
