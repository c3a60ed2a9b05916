// A day's, section's, bucket's or task's mark: ✓ when done, … when partly done. The symbol is for
// the eye, the words for a screen reader.
export function ProgressMark({ done, words }: { done: boolean; words: string }) {
  return (
    <span className={`progress-mark${done ? ' progress-mark-done' : ''}`}>
      <span aria-hidden="true">{done ? '✓' : '…'}</span>
      <span className="visually-hidden">{words}</span>
    </span>
  );
}
