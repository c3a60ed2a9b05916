// The Listen button of a participant screen (docs/decisions/040-a-listen-button-reads-a-screen-aloud.md):
// a speaker and the word "Listen"; "Stop" while it reads. Hidden where the browser has no voice.
// `name` tells several apart for a screen reader ("Listen to Blue Team"); the word on it stays.
import Square from 'lucide-react/icons/square';
import Volume2 from 'lucide-react/icons/volume-2';
import { useListen } from './useListen.ts';
import type { ListenItem } from './utterances.ts';
import './listen.css';

interface ListenButtonProps {
  parts: () => readonly ListenItem[];
  /** What is read, for the accessible name: "Listen to {about}" / "Stop reading {about}". */
  about?: string;
  small?: boolean;
}

export function ListenButton({ parts, about, small = false }: ListenButtonProps) {
  const listen = useListen(parts);
  if (!listen.canSpeak) return null;
  const word = listen.reading ? 'Stop' : 'Listen';
  const name = about === undefined ? undefined : listen.reading ? `Stop reading ${about}` : `Listen to ${about}`;
  const Icon = listen.reading ? Square : Volume2;
  return (
    <button
      type="button"
      className={`listen-button${small ? ' listen-button-small' : ''}${listen.reading ? ' listen-button-reading' : ''}`}
      aria-label={name}
      onClick={listen.toggle}
    >
      <Icon aria-hidden="true" focusable="false" />
      {word}
    </button>
  );
}
