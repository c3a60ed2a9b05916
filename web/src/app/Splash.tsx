// The splash: the app's icon and name on its paper, until the public config is here. index.html holds
// the same markup inside #root, so a cold load shows it before the script runs, and React's first
// drawing replaces it with this one, unchanged. It is an element of its own, not a style of an empty
// #root: Chromium can keep an `:empty` style on #root for the app's first frames after the app has
// drawn into it, and its big bold type was then inherited by the whole first screen. After a few
// seconds (a slow first visit) it says in words what is happening; until then the line is there
// but unseen, so nothing moves when it shows.
export function Splash() {
  return (
    <div className="splash">
      <img className="splash-icon" src="/icon.svg" alt="" width="96" height="96" />
      <p>PALS</p>
      <p className="splash-wait">Opening the app… On a slow connection this can take a minute.</p>
    </div>
  );
}
