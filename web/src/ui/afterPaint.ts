// Runs `then` once the browser has painted what was just drawn: a frame, then a task of its own. Work
// that reads the layout (focus, a scroll width) then finds it done, where run straight after React's
// commit it makes the browser lay the new screen out inside the same long task
// (docs/decisions/061-a-screen-is-drawn-in-slices.md). Returns the way to call it off.
export function afterPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
