// Kept writes that went out with no screen of this tab waiting for them (written before a reload,
// or in another tab, or left), so the waiting list can say "Sent now: …". Watched from before any
// kept write goes (keptStore.ts), not by the list itself, whose code may still be on its way.
let sent: readonly string[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const sentLater = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => sent,
  add(what: string) {
    sent = [...sent, what];
    changed();
  },
  dismiss() {
    sent = [];
    changed();
  },
};
