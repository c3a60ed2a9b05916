// The staff daily report (docs/product.md#screen-report, docs/product.md#data-report, docs/product.md#states, docs/product.md#limits): the five forms as
// data, read by the server to validate and by the web to draw; the days; completion.
import { limits } from '../limits.ts';
import { sectionTitles, type ReportSection } from './sections.ts';

export { reportSections, type ReportSection } from './sections.ts';
import { reportsAsHeadCounselor, type StaffRole } from '../people/roles.ts';

export type Scale = 'goodBad' | 'expectations';
export const scaleLabels: Record<Scale, readonly [string, string, string, string, string]> = {
  goodBad: ['Extremely bad', 'Rough', 'Meh', 'Great', 'Fantastic'],
  expectations: ['Far below expectations', 'Below expectations', 'Marginal', 'Above expectations', 'Far exceeded expectations'],
};

export type Question =
  | { field: string; kind: 'yesNo'; question: string; trigger: 'Yes' | 'No' }
  | { field: string; kind: 'rating'; question: string; scale: Scale }
  | { field: string; kind: 'text'; question: string; maxLength: number };

export interface Activity {
  /** 'onCampus' or 'offCampus', 1-based number: fields are `${place}${number}${Part}`. */
  place: 'onCampus' | 'offCampus';
  number: number;
  title: string;
  questions: Question[];
}

export interface ReportForm {
  section: ReportSection;
  title: string;
  questions: Question[];
  activities?: Activity[];
}

/** Free text is capped at 1,000 characters, comments at 500, activity names at 100. */
export const textLimits = { answer: 1000, comment: 500, activityName: 100 } as const;

const yesNo = (field: string, question: string, trigger: 'Yes' | 'No'): Question => ({ field, kind: 'yesNo', question, trigger });
const rating = (field: string, question: string, scale: Scale): Question => ({ field, kind: 'rating', question, scale });
const text = (field: string, question: string, maxLength: number = textLimits.answer): Question => ({
  field,
  kind: 'text',
  question,
  maxLength,
});

function activity(place: Activity['place'], number: number): Activity {
  const where = place === 'onCampus' ? 'On-campus' : 'Off-campus';
  const f = (part: string) => `${place}${number}${part}`;
  return {
    place,
    number,
    title: `${where} activity ${number}`,
    questions: [
      text(f('Name'), 'What was the activity?', textLimits.activityName),
      rating(f('Engagement'), 'How engaged were the campers?', 'goodBad'),
      text(f('Changes'), 'What would you change next time?'),
      text(f('Revisions'), 'What changed from the plan today?'),
      ...(place === 'offCampus' ? [yesNo(f('Safety'), 'Was there a safety concern?', 'Yes')] : []),
    ],
  };
}

export const reportForms: Record<ReportSection, ReportForm> = {
  provisions: {
    section: 'provisions',
    title: sectionTitles.provisions,
    questions: [
      yesNo('dietaryNeeds', 'Were all dietary needs met today?', 'No'),
      yesNo('vegetables', 'Were vegetables served at every meal?', 'No'),
      rating('myoMeals', 'How were the make-your-own meals?', 'goodBad'),
      text('anythingElse', 'Anything else about food and supplies?'),
    ],
  },
  programming: {
    section: 'programming',
    title: sectionTitles.programming,
    questions: [],
    activities: [
      ...Array.from({ length: limits.onCampusActivities }, (_, i) => activity('onCampus', i + 1)),
      ...Array.from({ length: limits.offCampusActivities }, (_, i) => activity('offCampus', i + 1)),
    ],
  },
  personnel: {
    section: 'personnel',
    title: sectionTitles.personnel,
    questions: [
      yesNo('medicalIssues', 'Were there any medical issues today?', 'Yes'),
      rating('directorPerf', 'How did the Director do?', 'expectations'),
      rating('headCounselorPerf', 'How did the Head Counselors do?', 'expectations'),
      rating('counselorPerf', 'How did the counselors do?', 'expectations'),
      rating('camperEngagement', 'How engaged were the campers?', 'goodBad'),
      rating('photographerPerf', 'How did the photographer do?', 'expectations'),
      rating('videographerPerf', 'How did the videographer do?', 'expectations'),
      rating('medicalPerf', 'How did the medical team do?', 'expectations'),
    ],
  },
  procedures: {
    section: 'procedures',
    title: sectionTitles.procedures,
    questions: [
      yesNo('medicalCheckin', 'Did you check in with the medical team?', 'No'),
      yesNo('mediaCheckin', 'Did you check in with the media team?', 'No'),
      yesNo('directorsCheckin', 'Did the directors check in?', 'No'),
      yesNo('headCounselorsCheckin', 'Did the Head Counselors check in?', 'No'),
      yesNo('budgetUpdate', 'Did you update the budget?', 'No'),
    ],
  },
  headcounselorpersonnel: {
    section: 'headcounselorpersonnel',
    title: sectionTitles.headcounselorpersonnel,
    questions: [
      rating('counselorPerf', 'How did your counselors do?', 'expectations'),
      rating('camperEngagement', 'How engaged were the campers?', 'goodBad'),
      rating('teamExperience', 'How was your team’s day?', 'goodBad'),
      rating('directorSupport', 'How well did the Director support you?', 'expectations'),
      text('anythingElse', 'Anything else?'),
    ],
  },
};

/** Every question of a form, activities included, in order. */
export function questionsOf(form: ReportForm): Question[] {
  return [...form.questions, ...(form.activities ?? []).flatMap((a) => a.questions)];
}

export const commentField = (field: string) => `${field}-comment`;

/** docs/product.md#states: a Yes/No's comment box shows when the answer is its trigger; a rating's once rated. */
export function commentOpen(question: Question, answer: string | undefined): boolean {
  if (question.kind === 'yesNo') return answer === question.trigger;
  if (question.kind === 'rating') return Boolean(answer);
  return false;
}

/** docs/product.md#states: activity N+1 is enabled only once activity N has a name. */
export function activityEnabled(activity: Activity, answers: Readonly<Record<string, string>>): boolean {
  return activity.number === 1 || Boolean(answers[`${activity.place}${activity.number - 1}Name`]?.trim());
}

/** The activities a form shows and sends (docs/decisions/020-design-pass.md, docs/product.md#report-section (Programming)): of each place,
 * those before the first that is not enabled; emptying activity 1's name closes 2 and 3 alike. */
export function openActivities(activities: readonly Activity[], answers: Readonly<Record<string, string>>): Activity[] {
  const closed = new Set<Activity['place']>();
  return activities.filter((activity) => {
    if (closed.has(activity.place)) return false;
    if (activityEnabled(activity, answers)) return true;
    closed.add(activity.place);
    return false;
  });
}

/** An activity's questions a form shows and sends: its name alone until it has one, then how it
 * went (docs/decisions/051-an-activity-asks-how-it-went-once-named.md). */
export function activityQuestions(activity: Activity, answers: Readonly<Record<string, string>>): Question[] {
  const named = Boolean(answers[`${activity.place}${activity.number}Name`]?.trim());
  return named ? activity.questions : activity.questions.slice(0, 1);
}

/** The sections a person reports: the single Head Counselor form, or the four others. */
export function sectionsFor(role: StaffRole): ReportSection[] {
  return reportsAsHeadCounselor(role) ? ['headcounselorpersonnel'] : ['provisions', 'programming', 'personnel', 'procedures'];
}

/** docs/product.md#report-day: the one form a role fills in per day, shown at the day itself (a Head
 *  Counselor's), or null when the day lists its sections. Screens ask this rather than the role name. */
export function dayFormFor(role: StaffRole): ReportSection | null {
  const sections = sectionsFor(role);
  return sections.length === 1 ? sections[0]! : null;
}

const dayMs = 86_400_000;

/** docs/product.md#limits: the days from the start date to the end date, both counted, clamped to 0..14. */
export function reportDayCount(startDate: string | null, endDate: string | null): number {
  if (!startDate || !endDate) return 0;
  const span = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / dayMs + 1;
  return Number.isFinite(span) ? Math.min(limits.reportDays, Math.max(0, Math.round(span))) : 0;
}

/** The date of report day `day` (0-based), YYYY-MM-DD. */
export function reportDate(startDate: string, day: number): string {
  return new Date(Date.parse(`${startDate}T00:00:00Z`) + day * dayMs).toISOString().slice(0, 10);
}

export type DayStatus = 'complete' | 'partial' | 'none';

/** docs/product.md#states: complete when every section of the person is submitted; partial when some are. */
export function dayStatus(submitted: readonly string[], role: StaffRole): DayStatus {
  const needed = sectionsFor(role);
  const done = needed.filter((section) => submitted.includes(section)).length;
  return done === needed.length ? 'complete' : done > 0 ? 'partial' : 'none';
}

export type ReportValidation = { ok: true; answers: Record<string, string> } | { ok: false; fields: Record<string, string> };

/** Checks a submission's fields against its form; answers are trimmed, blanks and closed comments dropped. */
export function validateReport(form: ReportForm, fields: Readonly<Record<string, unknown>>): ReportValidation {
  const questions = new Map(questionsOf(form).map((q) => [q.field, q]));
  const commentsOf = new Map(
    questionsOf(form)
      .filter((q) => q.kind !== 'text')
      .map((q) => [commentField(q.field), q]),
  );
  const errors: Record<string, string> = {};
  const answers: Record<string, string> = {};
  for (const [field, raw] of Object.entries(fields)) {
    const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : null;
    if (value === null) errors[field] = 'must be text';
    else if (questions.has(field)) {
      const problem = checkAnswer(questions.get(field)!, value);
      if (problem) errors[field] = problem;
      else if (value !== '') answers[field] = value;
    } else if (commentsOf.has(field)) {
      if (value.length > textLimits.comment) errors[field] = `can be at most ${textLimits.comment} characters`;
      else if (value !== '') answers[field] = value;
    } else errors[field] = 'is not a question of this form';
  }
  for (const [comment, question] of commentsOf) {
    if (answers[comment] && !commentOpen(question, answers[question.field])) delete answers[comment];
  }
  for (const activity of form.activities ?? []) {
    const used = activity.questions.some((q) => answers[q.field] !== undefined);
    if (used && !activityEnabled(activity, answers))
      errors[`${activity.place}${activity.number}Name`] ??= 'give the activity before this one a name first';
  }
  return Object.keys(errors).length > 0 ? { ok: false, fields: errors } : { ok: true, answers };
}

function checkAnswer(question: Question, value: string): string | null {
  if (value === '') return null;
  if (question.kind === 'yesNo') return value === 'Yes' || value === 'No' ? null : 'must be Yes or No';
  if (question.kind === 'rating') return /^[1-5]$/.test(value) ? null : 'must be a rating from 1 to 5';
  return value.length > question.maxLength ? `can be at most ${question.maxLength} characters` : null;
}
