// docs/product.md#states, docs/product.md#limits: after a task submission the success or failure notice shows for 2 seconds, then hides.
import { limits } from '@pals/core/limits';
import { useCallback, useEffect, useRef, useState } from 'react';

export type TaskNotice = 'saved' | 'failed' | null;

export function useTaskNotice(): [TaskNotice, (notice: Exclude<TaskNotice, null>) => void] {
  const [notice, setNotice] = useState<TaskNotice>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: Exclude<TaskNotice, null>) => {
    clearTimeout(timer.current);
    setNotice(next);
    timer.current = setTimeout(() => setNotice(null), limits.taskNoticeMs);
  }, []);
  return [notice, show];
}
