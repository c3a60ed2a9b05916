// docs/product.md#screen-support, docs/product.md#limits: room search. Names are listed from the 3rd character typed, matching any
// part of the name, big or small letters alike.
import { limits } from '@pals/core/limits';
import { filterRooms, searchesRooms } from '@pals/core/support/rules';
import { useState } from 'react';

export function RoomSearch({ names }: { names: readonly string[] }) {
  const [query, setQuery] = useState('');
  const searching = searchesRooms(query);
  const matches = filterRooms(names, query);

  return (
    <section className="card support-card" aria-labelledby="room-search-title">
      <h2 id="room-search-title">Rooms at camp</h2>
      <div className="form">
        <label className="field-label" htmlFor="room-query">
          Find a room
        </label>
        <input
          id="room-query"
          className="text-input"
          type="search"
          autoComplete="off"
          spellCheck={false}
          aria-describedby="room-hint"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p id="room-hint" className="room-hint" role="status">
        {!searching
          ? `Type at least ${limits.roomSearchMinimum} letters.`
          : matches.length === 0
            ? 'No rooms match.'
            : matches.length === 1
              ? '1 room matches.'
              : `${matches.length} rooms match.`}
      </p>
      {matches.length > 0 && (
        <ul id="room-list" className="room-list" aria-label="Matching rooms">
          {matches.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
