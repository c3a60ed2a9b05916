// What the phone kept is read back only for its owner and only when it reads as a saved client
// (stored JSON is read through a schema).
import { describe, expect, it } from 'vitest';
import { readSaved } from '../src/data/savedOnPhone.ts';

const roster = {
  queryKey: ['/api/roster', {}],
  queryHash: '["/api/roster",{}]',
  state: { data: { teams: [] }, status: 'success', dataUpdatedAt: 1_795_000_000_000 },
};
const pendingFeedback = {
  mutationKey: ['/api/local/feedback'],
  state: { status: 'pending', isPaused: false, variables: { message: 'Hi' } },
};
const saved = (owner: string, queries: unknown = [roster]) =>
  JSON.stringify({
    owner,
    client: { buster: 'pals-1', timestamp: 1_795_000_000_000, clientState: { queries, mutations: [pendingFeedback] } },
  });

describe('reading back what the phone kept', () => {
  it('gives its owner their answers, and a write that was on its way waits to go again', () => {
    const client = readSaved(saved('participant:Blue Ridge'), 'participant:Blue Ridge');
    expect(client.buster).toBe('pals-1');
    expect(client.clientState.queries).toEqual([roster]);
    expect(client.clientState.mutations[0]?.state).toEqual({ status: 'pending', isPaused: true, variables: { message: 'Hi' } });
  });

  it('gives nothing to someone else, or to nobody signed in', () => {
    for (const who of ['staff:priya.shah@example.org', null]) {
      expect(readSaved(saved('participant:Blue Ridge'), who)).toEqual({
        buster: 'someone else',
        timestamp: 0,
        clientState: { queries: [], mutations: [] },
      });
    }
  });

  it('reads a broken or reshaped copy as nothing saved', () => {
    const nothing = { buster: 'unreadable', timestamp: 0, clientState: { queries: [], mutations: [] } };
    expect(readSaved('{"owner":"participant:Blue Ridge","client":', 'participant:Blue Ridge')).toEqual(nothing);
    expect(readSaved(saved('participant:Blue Ridge', { roster: true }), 'participant:Blue Ridge')).toEqual(nothing);
    expect(readSaved(JSON.stringify({ owner: 'participant:Blue Ridge' }), 'participant:Blue Ridge')).toEqual(nothing);
  });
});
