// A stand-in for the browser's speech synthesis, installed in the page before the app loads: it
// records every utterance the page hands to `speechSynthesis.speak`, in order, and says one has
// started or ended only when the test tells it to, so a spec sees the reading step by step and
// never waits on a real voice.
import type { Page } from '@playwright/test';

interface SpeechRecord {
  /** Every utterance's text handed to speak(), in order. */
  spoken: string[];
  /** How many times the page called cancel(). */
  cancels: number;
  /** The text being read now, or null. */
  current: string | null;
}

interface StandIn {
  record: SpeechRecord;
  finish: () => void;
  addVoice: () => void;
}

/** The page's global object, seen from a script run in it (the e2e project has no DOM types). */
type PageGlobal = { speechStandIn: StandIn };

/** `voices`: how many voices the browser has at first (0: none until addVoice()). */
export async function installSpeech(page: Page, { voices = 1 }: { voices?: number } = {}): Promise<void> {
  await page.addInitScript((voiceCount) => {
    const voice = { name: 'Stand-in voice', lang: 'en-US', default: true, localService: true, voiceURI: 'stand-in' };
    let list = Array.from({ length: voiceCount }, () => voice);
    const record: SpeechRecord = { spoken: [], cancels: 0, current: null };
    class Utterance extends EventTarget {
      text: string;
      lang = '';
      rate = 1;
      constructor(text: string) {
        super();
        this.text = text;
      }
    }
    let queue: Utterance[] = [];
    let current: Utterance | null = null;
    const next = () => {
      current = queue.shift() ?? null;
      record.current = current?.text ?? null;
      current?.dispatchEvent(new Event('start'));
    };
    const synthesis = Object.assign(new EventTarget(), {
      getVoices: () => list,
      speak(utterance: Utterance) {
        record.spoken.push(utterance.text);
        queue.push(utterance);
        if (!current) next();
      },
      cancel() {
        record.cancels++;
        const dropped = [current, ...queue].filter((utterance) => utterance !== null);
        current = null;
        record.current = null;
        queue = [];
        for (const utterance of dropped) utterance.dispatchEvent(Object.assign(new Event('error'), { error: 'interrupted' }));
      },
      pause() {},
      resume() {},
    });
    Object.defineProperty(globalThis, 'speechSynthesis', { value: synthesis, configurable: true });
    Object.defineProperty(globalThis, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    (globalThis as unknown as PageGlobal).speechStandIn = {
      record,
      finish() {
        current?.dispatchEvent(new Event('end'));
        next();
      },
      addVoice() {
        list = [voice];
        synthesis.dispatchEvent(new Event('voiceschanged'));
      },
    };
  }, voices);
}

export const speech = (page: Page): Promise<SpeechRecord> =>
  page.evaluate(() => ({ ...(globalThis as unknown as PageGlobal).speechStandIn.record }));

/** The utterance being read ends, and the next one starts. */
export const finishUtterance = (page: Page): Promise<void> =>
  page.evaluate(() => (globalThis as unknown as PageGlobal).speechStandIn.finish());

export const addVoice = (page: Page): Promise<void> => page.evaluate(() => (globalThis as unknown as PageGlobal).speechStandIn.addVoice());
