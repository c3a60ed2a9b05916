// Loading, then the screen's content (fresh or kept on the phone) or docs/product.md#messages 'Loading tasks
// failed…', for every task screen.
import { messages } from '@pals/core/messages';
import type { ReactNode } from 'react';
import { Loading } from '../../ui/Spinner.tsx';
import { useDirectorTasks, type DirectorTasks } from './useDirectorTasks.ts';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';

export function TasksData({ children }: { children: (data: DirectorTasks) => ReactNode }) {
  const tasks = useDirectorTasks();
  if (tasks.isPending) return <Loading />;
  if (tasks.data === undefined) return <LoadFailed message={messages.tasksLoadFailed} onTryAgain={tryAgain(tasks)} />;
  return children(tasks.data);
}
