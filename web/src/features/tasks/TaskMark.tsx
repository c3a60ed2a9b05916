// A bucket's or a task's mark from its progress: ✓ complete, … partly done, nothing before that.
import type { Progress } from '@pals/core/tasks/progress';
import { ProgressMark } from '../../ui/ProgressMark.tsx';

export function TaskMark({ progress }: { progress: Progress }) {
  if (progress === 'none') return null;
  return <ProgressMark done={progress === 'done'} words={progress === 'done' ? 'complete' : 'partly done'} />;
}
