// A form's fields, kept on the phone as they change (drafts.ts), for the person signed in when the
// screen opened. The screen opens on their draft when one is kept, else on `start` (empty, or the
// saved answers of a report section or a task, over which a draft wins: it was made on top of them).
// Submit hands the write to the outbox, which keeps it from the tap on (useApiMutation.ts): the draft
// goes then, so a reload never shows words the outbox sends too; a refusal seen on the screen puts
// them back, in the form and on the phone.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { outboxShown } from './outboxShown.ts';
import { forgetDraft, readDraft, readDraftKept, sameDraft, writeDraft } from './drafts.ts';

export interface DraftOf<T> {
  value: T;
  set: (next: T | ((current: T) => T)) => void;
  /** When the screen opened on a kept draft: when it was last changed; null otherwise, and once cleared or sent. */
  keptAt: number | null;
  /** The kept draft began on other answers than the form opened on now (answers sent since from elsewhere). */
  overOthers: boolean;
  /** Clear draft: back to what the form opened on, nothing kept. */
  discard: () => void;
  /** Submit pressed: the outbox keeps the write now, not the draft. */
  handed: () => void;
  /** How many times Submit handed it over, for useDraftFollows. */
  handOvers: () => number;
  /** Its write is stored, or waits in the outbox: the form shows `next` (what it shows now, by default). */
  sent: (next?: T) => void;
  /** Its write was refused with the screen open: what was handed is back in the form, and kept. */
  refused: () => void;
  /** How many times the form was sent (a key for a form that begins again once sent). */
  sentCount: number;
}

export function useDraft<T>(screen: string, start: T): DraftOf<T> {
  const [owner] = useState(outboxShown.owner);
  const [opened] = useState(() => {
    const kept = owner ? readDraft<T>(owner, screen) : null;
    return kept && !sameDraft(kept.value, start) ? kept : null;
  });
  const [value, setValue] = useState<T>(() => (opened ? opened.value : start));
  const [keptAt, setKeptAt] = useState(opened?.at ?? null);
  const [sentCount, setSentCount] = useState(0);
  const latest = useRef(value);
  const base = useRef(start);
  const handedOver = useRef<{ value: T; base: T } | null>(null);
  const handCount = useRef(0);
  /** Changed on this screen since it opened: what IndexedDB says a moment later no longer applies. */
  const touched = useRef(false);

  const keep = useCallback(
    (next: T) => {
      // Someone else signed in on the phone meanwhile (another tab): nothing goes under their name.
      if (!owner || outboxShown.owner() !== owner) return;
      if (sameDraft(next, base.current)) forgetDraft(owner, screen);
      else writeDraft(screen, { owner, at: Date.now(), value: next, base: base.current });
    },
    [owner, screen],
  );
  const show = useCallback((next: T) => {
    latest.current = next;
    setValue(next);
  }, []);

  const set = useCallback(
    (next: T | ((current: T) => T)) => {
      touched.current = true;
      const shown = typeof next === 'function' ? (next as (current: T) => T)(latest.current) : next;
      show(shown);
      keep(shown);
    },
    [keep, show],
  );
  // After a killed browser, IndexedDB may have newer words than localStorage, or know they went.
  useEffect(() => {
    if (!owner) return;
    let open = true;
    void readDraftKept<T>(owner, screen).then((kept) => {
      if (!open || touched.current) return;
      const now = kept && !sameDraft(kept.value, base.current) ? kept : null;
      if (sameDraft(now?.value ?? base.current, latest.current)) return;
      show(now ? now.value : base.current);
      setKeptAt(now?.at ?? null);
    });
    return () => {
      open = false;
    };
  }, [owner, screen, show]);
  const discard = useCallback(() => {
    set(base.current);
    setKeptAt(null);
  }, [set]);
  const handed = useCallback(() => {
    touched.current = true;
    handCount.current += 1;
    handedOver.current = { value: latest.current, base: base.current };
    if (owner) forgetDraft(owner, screen);
    setKeptAt(null);
  }, [owner, screen]);
  const sent = useCallback(
    (next?: T) => {
      const shown = next === undefined ? latest.current : next;
      base.current = shown;
      show(shown);
      setSentCount((count) => count + 1);
    },
    [show],
  );
  const refused = useCallback(() => {
    const back = handedOver.current;
    handedOver.current = null;
    if (!back) return;
    base.current = back.base;
    show(back.value);
    keep(back.value);
  }, [keep, show]);

  const handOvers = useCallback(() => handCount.current, []);

  const overOthers = opened !== null && !sameDraft(opened.base, start);
  return useMemo(
    () => ({ value, set, keptAt, overOthers, discard, handed, handOvers, sent, refused, sentCount }),
    [value, set, keptAt, overOthers, discard, handed, handOvers, sent, refused, sentCount],
  );
}

/** A draft follows its write: `done` once it is stored or waits in the outbox (the screen says
 * Submitted or Saved on this phone), `failed` once it was refused. `next` is what the form shows
 * then; once for each Submit, so a write kept on the phone that goes later, while the person writes
 * the next one, does not empty the form again. */
export function useDraftFollows<T>(draft: DraftOf<T>, done: boolean, failed: boolean, next?: T): void {
  const { sent, refused, handOvers } = draft;
  const followed = useRef(0);
  useEffect(() => {
    if (!done || followed.current === handOvers()) return;
    followed.current = handOvers();
    sent(next);
  }, [done, sent, handOvers, next]);
  useEffect(() => {
    if (failed) refused();
  }, [failed, refused]);
}
