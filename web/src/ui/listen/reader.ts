// The one reader over the browser's speech synthesis (docs/decisions/040-a-listen-button-reads-a-screen-aloud.md):
// no outside service, one reading at a time. A reading is started by one Listen button (its `source`);
// a second Listen stops the first. While an utterance is read, its element carries
// `data-listen-reading`, which listen.css lights up, and is scrolled into view.
import type { Utterance } from './utterances.ts';

export interface ReaderState {
  /** The browser can speak: it has speech synthesis and at least one voice. */
  canSpeak: boolean;
  /** The Listen button whose reading is under way, or null. */
  source: string | null;
}

const reading = 'data-listen-reading';
let state: ReaderState = { canSpeak: false, source: null };
const listeners = new Set<() => void>();
/** Each reading's number: a late event of a reading already stopped changes nothing. */
let run = 0;
let lit: HTMLElement | null = null;
let watchingVoices = false;

const synthesis = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

function set(next: Partial<ReaderState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function voicesChanged() {
  const canSpeak = (synthesis()?.getVoices().length ?? 0) > 0;
  if (canSpeak !== state.canSpeak) set({ canSpeak });
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const speech = synthesis();
  // Chromium finds its voices after the page loads and says so with 'voiceschanged'.
  if (speech && !watchingVoices) {
    watchingVoices = true;
    speech.addEventListener('voiceschanged', voicesChanged);
    voicesChanged();
  }
  return () => listeners.delete(listener);
}

export const snapshot = (): ReaderState => state;

function light(target: string | undefined) {
  lit?.removeAttribute(reading);
  lit = target === undefined ? null : document.getElementById(target);
  if (!lit) return;
  lit.setAttribute(reading, '');
  // jsdom has no scrolling; browsers all do.
  if (typeof lit.scrollIntoView === 'function') {
    const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    lit.scrollIntoView({ block: 'nearest', behavior: calm ? 'auto' : 'smooth' });
  }
}

/** Read the utterances aloud for the button `source`, stopping any reading under way. */
export function read(source: string, utterances: readonly Utterance[]): void {
  const speech = synthesis();
  stop();
  if (!speech || utterances.length === 0) return;
  const mine = ++run;
  set({ source });
  utterances.forEach((utterance, index) => {
    const spoken = new SpeechSynthesisUtterance(utterance.text);
    spoken.lang = 'en-US';
    // A little slower than the voice's own pace: many who press Listen read with difficulty.
    spoken.rate = 0.9;
    spoken.addEventListener('start', () => {
      if (mine === run) light(utterance.target);
    });
    const last = index === utterances.length - 1;
    spoken.addEventListener('end', () => {
      if (mine === run && last) finish();
    });
    spoken.addEventListener('error', () => {
      if (mine === run) finish();
    });
    speech.speak(spoken);
  });
}

function finish() {
  run++;
  light(undefined);
  set({ source: null });
}

/** Stop reading (a second tap, leaving the screen); nothing happens when nothing is read. */
export function stop(): void {
  if (state.source === null) return;
  finish();
  synthesis()?.cancel();
}
