// A form opens on the server's answers, not on an older copy kept on the phone that is being
// refreshed (a report sent just before a reload would otherwise reopen empty and could be sent
// back over itself); offline it opens on the kept copy; once open it stays open.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormStart } from '../src/data/useApiQuery.ts';

type Read = { data: { answers: string } | undefined; isFetching: boolean; isStale: boolean };
const kept = { answers: 'kept before the send' };
const fresh = { answers: 'No gluten-free bread at lunch.' };

describe('the answer a form opens with', () => {
  it('waits while a kept copy is refreshed, then opens on the server’s answer and stays open through later refreshes', () => {
    const { result, rerender } = renderHook(({ read }: { read: Read }) => useFormStart(read, '2 provisions'), {
      initialProps: { read: { data: kept, isFetching: true, isStale: true } },
    });
    expect(result.current).toBeUndefined();
    rerender({ read: { data: fresh, isFetching: false, isStale: false } });
    expect(result.current).toEqual({ answers: 'No gluten-free bread at lunch.' });
    rerender({ read: { data: fresh, isFetching: true, isStale: true } });
    expect(result.current).toEqual({ answers: 'No gluten-free bread at lunch.' });
  });

  it('opens on the kept copy when the server cannot be reached', () => {
    const { result } = renderHook(() => useFormStart({ data: kept, isFetching: false, isStale: true }, '2 provisions'));
    expect(result.current).toEqual({ answers: 'kept before the send' });
  });

  it('waits again for another form’s answers', () => {
    const { result, rerender } = renderHook(({ form, read }: { form: string; read: Read }) => useFormStart(read, form), {
      initialProps: { form: '2 provisions', read: { data: fresh, isFetching: false, isStale: false } },
    });
    expect(result.current).toEqual({ answers: 'No gluten-free bread at lunch.' });
    rerender({ form: '3 provisions', read: { data: kept, isFetching: true, isStale: true } });
    expect(result.current).toBeUndefined();
  });
});
