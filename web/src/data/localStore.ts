// The page's localStorage, or null where the browser refuses it (private modes, storage turned off):
// what is kept there (the outbox's journal, a logout the server has not heard, the public config)
// is then simply not kept.
export function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
