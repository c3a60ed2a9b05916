// One person of the roster on one row: name, then title and (for Google users) room, and a Call
// button on the right (a phone and the word "Call", named 'Call {name}') that dials the stored E.164
// number. The word is there because an icon alone is a guess (docs/decisions/076-the-designers-suggestions-per-screen.md).
import type { RosterEntry } from '@pals/core/roster/rules';
import Phone from 'lucide-react/icons/phone';
import { memo } from 'react';

/** A person as the Listen button reads them: the name, then the title ("Dana Brooks, Director."). */
export function personSaid(person: RosterEntry): string {
  return person.title ? `${person.name}, ${person.title}.` : `${person.name}.`;
}

/** "Room: Lodge 10", a no-break space after "Room:", so "Room:" never ends a line without its room. */
function roomLine(room: string): string {
  return `Room:\u00a0${room}`;
}

/** Drawn again only when its person changes: a long roster grows in steps (RosterScreen). */
export const PersonRow = memo(function PersonRow({ person, id }: { person: RosterEntry; id: string }) {
  return (
    <li className="person" id={id}>
      <div className="person-text">
        <p className="person-name">{person.name}</p>
        {(person.title || person.room) && (
          <p className="person-detail">
            {person.title && <span>{person.title}</span>}
            {person.room && <span>{roomLine(person.room)}</span>}
          </p>
        )}
      </div>
      {person.phone && (
        <a className="call-button" href={`tel:${person.phone.replace(/[^\d+]/g, '')}`} aria-label={`Call ${person.name}`}>
          <Phone aria-hidden="true" focusable="false" />
          <span className="call-word">Call</span>
        </a>
      )}
    </li>
  );
});
