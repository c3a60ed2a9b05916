// The outbox's records (docs/offline.md "Writes that wait"): a write journaled in the tap and never
// committed (the page closed in its first moments) is put back by the next start; the journal never
// undoes a later change; a record stays until it is forgotten; every tab hears each change.
import { describe, expect, it } from 'vitest';
import { outboxStore, type KeptWrite } from '../src/data/outboxStore.ts';

const write = (key: string, writtenAt: number, message: string): KeptWrite => ({
  key,
  path: '/api/local/feedback',
  body: { message, name: '' },
  owner: 'participant:Blue Ridge',
  writtenAt,
  held: false,
  refused: null,
});

describe('the outbox store', () => {
  it('puts back a write that was only journaled when the page closed, once, oldest first', async () => {
    await outboxStore.keep(write('b-key', 2_000, 'Second'));
    // The tap wrote the journal, and the page went before IndexedDB had it.
    outboxStore.journal(write('a-key', 1_000, 'First'));
    expect(localStorage.getItem('pals-outbox:a-key')).not.toBeNull();

    await outboxStore.recover();
    await outboxStore.recover();
    expect((await outboxStore.list()).map((kept) => kept.key)).toEqual(['a-key', 'b-key']);
    expect(localStorage.getItem('pals-outbox:a-key')).toBeNull();
  });

  it('keeps a refusal given after the journal was written, and removes the journal once committed', async () => {
    const first = write('c-key', 1_000, 'Refused later');
    outboxStore.journal(first);
    await outboxStore.keep(first);
    expect(localStorage.getItem('pals-outbox:c-key')).toBeNull();
    await outboxStore.refuse('c-key', 'Notes are for staff with a program.');
    // An old journal entry of the same write (another tab's) does not bring it back as waiting.
    localStorage.setItem('pals-outbox:c-key', JSON.stringify(first));
    await outboxStore.recover();
    expect((await outboxStore.get('c-key'))?.refused).toBe('Notes are for staff with a program.');
  });

  it('says every change, and forgets a write only when told', async () => {
    let heard = 0;
    const stop = outboxStore.subscribe(() => (heard += 1));
    await outboxStore.keep(write('d-key', 1_000, 'Kept'));
    await outboxStore.markHeld('d-key');
    expect((await outboxStore.get('d-key'))?.held).toBe(true);
    await outboxStore.forget('d-key');
    stop();
    expect(await outboxStore.get('d-key')).toBeUndefined();
    expect(heard).toBe(3);
  });
});
