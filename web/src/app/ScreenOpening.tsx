// While a screen's code is on its way (a slow connection), a thin bar moves along the top and a
// screen reader hears that the screen is opening, so a tap never seems to do nothing.
export function ScreenOpening() {
  return (
    <div className="screen-opening" role="status">
      <span className="visually-hidden">Opening the screen…</span>
    </div>
  );
}
