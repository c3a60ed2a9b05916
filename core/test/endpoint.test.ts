// A call's schemas are built the first time they are read, then kept (core/endpoint.ts,
// docs/decisions/057-a-calls-schemas-are-built-on-first-use.md): loading the contract builds none of
// them, so a screen pays only for the answers of the calls it makes; and every one of them builds.
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { endpoint } from '../src/endpoint.ts';

const shapes = ['body', 'query', 'answer'] as const;

describe("a call's schemas", () => {
  it('are none of them built when the contract loads', async () => {
    vi.resetModules();
    const { api } = await import('../src/api.ts');
    const built = Object.entries(api).flatMap(([name, call]) =>
      shapes.filter((key) => Object.getOwnPropertyDescriptor(call, key)?.get === undefined && key in call).map((key) => `${name}.${key}`),
    );
    expect(built).toEqual([]);
  });

  it('are built on first read, once, and are the same schema every read after', () => {
    let builds = 0;
    const rooms = endpoint({
      method: 'GET',
      path: '/api/rooms',
      access: 'support',
      answer: () => {
        builds++;
        return z.object({ names: z.array(z.string()) });
      },
    });
    expect(builds).toBe(0);
    const answer = rooms.answer;
    expect(rooms.answer).toBe(answer);
    expect(builds).toBe(1);
    expect(answer.safeParse({ names: ['Cabin 4'] })).toEqual({ success: true, data: { names: ['Cabin 4'] } });
    expect(answer.safeParse({ names: [4] }).success).toBe(false);
  });

  it('leave out a query not declared, and make a call declared without a body take none', () => {
    const rooms = endpoint({
      method: 'GET',
      path: '/api/rooms',
      access: 'support',
      answer: () => z.object({ names: z.array(z.string()) }),
    });
    expect('query' in rooms).toBe(false);
    expect(rooms.query).toBeUndefined();
    expect(rooms.body.safeParse(undefined).success).toBe(true);
    expect(rooms.body.safeParse({ names: [] }).success).toBe(false);
  });

  it('are read as plain properties, as the server reads them: the keys of a call are its address and shapes', async () => {
    const { api } = await import('../src/api.ts');
    expect(Object.keys(api.staffReport)).toEqual(['method', 'path', 'access', 'body', 'query', 'answer']);
    expect(Object.keys(api.note)).toEqual(['method', 'path', 'access', 'idempotent', 'body', 'answer']);
  });

  it('all build, for every call of the contract', async () => {
    const { api } = await import('../src/api.ts');
    const broken = Object.entries(api).flatMap(([name, call]) =>
      shapes
        .filter(
          (key) => key in call && typeof (call as Partial<Record<(typeof shapes)[number], z.ZodMiniType>>)[key]?.safeParse !== 'function',
        )
        .map((key) => `${name}.${key}`),
    );
    expect(broken).toEqual([]);
    expect(api.staffReport.query?.safeParse({ day: '2', report: 'programming' })).toEqual({
      success: true,
      data: { day: 2, report: 'programming' },
    });
    expect(api.adminTexts.answer.safeParse({ rows: [], page: 1, pages: 1, total: 0 }).success).toBe(true);
  });
});
