// A Listen button's hold on the one reader (reader.ts): whether the browser can speak, whether this
// button's reading is under way, and a toggle. Leaving the screen (the button going away) stops its reading.
import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';
import { read, snapshot, stop, subscribe } from './reader.ts';
import { resolveParts, toUtterances, type ListenItem, type ShownOnPage } from './utterances.ts';

export interface Listen {
  canSpeak: boolean;
  reading: boolean;
  toggle: () => void;
}

/** `parts` is asked for at the tap, so what is read is what the screen shows then (a typed message too). */
export function useListen(parts: () => readonly ListenItem[]): Listen {
  const source = useId();
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const reading = state.source === source;
  useEffect(
    () => () => {
      if (snapshot().source === source) stop();
    },
    [source],
  );
  const toggle = useCallback(() => {
    if (snapshot().source === source) stop();
    else read(source, toUtterances(resolveParts(parts(), shownOnPage)));
  }, [source, parts]);
  return { canSpeak: state.canSpeak, reading, toggle };
}

const shownOnPage: ShownOnPage = {
  // The words an element shows, line by line (jsdom has no innerText: its text content there).
  text: (id) => {
    const element = document.getElementById(id);
    if (!element) return null;
    return typeof element.innerText === 'string' ? element.innerText : (element.textContent ?? '');
  },
  // A password is never read aloud.
  typed: (id) => {
    const element = document.getElementById(id);
    if (element instanceof HTMLTextAreaElement) return element.value;
    if (element instanceof HTMLInputElement && element.type !== 'password') return element.value;
    return null;
  },
};

const serverSnapshot = () => ({ canSpeak: false, source: null });
