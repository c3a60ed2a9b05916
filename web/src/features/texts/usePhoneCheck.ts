// The typed number's check (libphonenumber and its data, about 29 KB gzip) loads only when an
// Administrator chooses 'A phone number': the text screen opens without it (docs/performance.md "The server: what changed, and the profile behind each change"). Once loaded it
// stays for the rest of the visit; a load that fails (offline before the app was kept on the phone)
// is tried again when the connection comes back, or the next time the choice is made.
import { useEffect, useSyncExternalStore } from 'react';

type ToE164 = (text: string) => string | null;
export type PhoneCheck = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; toE164: ToE164 };

let check: PhoneCheck = { state: 'loading' };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load() {
  if (check.state === 'ready' || loading) return;
  const settle = (next: PhoneCheck) => {
    check = next;
    loading = null;
    for (const changed of listeners) changed();
  };
  if (check.state === 'failed') settle({ state: 'loading' });
  loading = import('@pals/core/people/phoneNumbers').then(
    ({ toE164 }) => settle({ state: 'ready', toE164 }),
    () => settle({ state: 'failed' }),
  );
}

function subscribe(changed: () => void) {
  listeners.add(changed);
  return () => listeners.delete(changed);
}

/** The check, loading it when `wanted` (the text goes to a typed number). */
export function usePhoneCheck(wanted: boolean): PhoneCheck {
  useEffect(() => {
    if (!wanted) return;
    load();
    window.addEventListener('online', load);
    return () => window.removeEventListener('online', load);
  }, [wanted]);
  return useSyncExternalStore(subscribe, () => check);
}

/** The typed number in E.164, or null while it is not a real number or the check has not loaded. */
export function typedPhone(check: PhoneCheck, typed: string): string | null {
  return check.state === 'ready' && typed.trim() !== '' ? check.toE164(typed) : null;
}
