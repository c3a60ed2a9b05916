// Work that reads the layout waits for the next frame and then a task of its own, and can be called off.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../src/ui/afterPaint.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('after the next paint', () => {
  it('runs after a frame and then a task, not before', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const done: string[] = [];
    afterPaint(() => done.push('focused'));
    setTimeout(() => done.push('a task queued before the frame'), 0);
    expect(done).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(done).toEqual(['a task queued before the frame']);
    vi.runOnlyPendingTimers();
    expect(done).toEqual(['a task queued before the frame', 'focused']);
  });

  it('does nothing once called off, before the frame or after it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const done: string[] = [];
    afterPaint(() => done.push('before the frame'))();
    const stop = afterPaint(() => done.push('after the frame'));
    vi.advanceTimersToNextFrame();
    stop();
    vi.runAllTimers();
    expect(done).toEqual([]);
  });
});
