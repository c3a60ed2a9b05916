// While a screen's code is on its way (a slow connection), a thin bar moves along the top, and after
// a second the words "Opening the screen…" show where the screen will be, so a tap never seems to do
// nothing and a slow screen is never a blank page. A screen reader hears the words at once.
export function ScreenOpening() {
  return (
    <div className="screen-opening-wait" role="status">
      <div className="screen-opening" aria-hidden="true" />
      <p className="screen-opening-words">Opening the screen…</p>
    </div>
  );
}
