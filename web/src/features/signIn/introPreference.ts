// The intro plays once per visit, and never for someone who asked their device for less motion.
const playedKey = 'pals_intro_played';

export function introWanted(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return false;
  try {
    return window.sessionStorage.getItem(playedKey) === null;
  } catch {
    return true;
  }
}

export function rememberIntroPlayed(): void {
  try {
    window.sessionStorage.setItem(playedKey, 'yes');
  } catch {
    // Private browsing may refuse storage; the intro then plays again next time, which is harmless.
  }
}
