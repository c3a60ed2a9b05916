// The design pass (docs/decisions/020-design-pass.md): a signed-out person who opened a deep link (/report/3, from a text or a bookmark) is
// sent to / to sign in; afterwards they land where they were going. Kept in sessionStorage, as the
// camp password form is a screen of its own; only a path of this site is ever followed.
const key = 'pals-return-to';

export function rememberReturnTo(path: string): void {
  try {
    sessionStorage.setItem(key, path);
  } catch {
    // Storage refused (private mode): the person lands on home, as before.
  }
}

/** The remembered path, once: it is forgotten as it is read. */
export function takeReturnTo(): string | null {
  try {
    const path = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return path !== null && isSitePath(path) ? path : null;
  } catch {
    return null;
  }
}

/** `/call`, `/report/3?x=1`; never `//evil.example` or `https://…`, which would leave the site. */
export function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
