// The waiting list's words for a write kept on the phone (issue 12 §4).
import { api } from '@pals/core/api';

/** In the waiting list: what the write is, in the camp's words. */
export function describeWrite(path: string, body: unknown, about?: string): string {
  const fields = (body ?? {}) as Record<string, unknown>;
  switch (path) {
    case api.localFeedback.path:
    case api.googleFeedback.path:
      return 'Feedback';
    case api.note.path:
      return `Note about ${String(fields.participant ?? 'a participant').replace(/\*$/, '')}`;
    case api.submitReport.path:
      return `Daily report, Day ${Number(fields.day ?? 0) + 1}, ${sectionName(String(fields.report ?? ''))}`;
    case api.submitDirectorTasks.path:
      return about ? `Director task: ${about}` : 'Director task';
    default:
      return 'Something you wrote';
  }
}

function sectionName(report: string): string {
  if (report === 'headcounselorpersonnel') return 'Personnel';
  return report.charAt(0).toUpperCase() + report.slice(1);
}

/** The words a person wrote, to show beside a write that could not be sent, so nothing is lost. */
export function writtenWords(body: unknown): string {
  const fields = (body ?? {}) as Record<string, unknown>;
  return typeof fields.message === 'string' ? fields.message : '';
}
