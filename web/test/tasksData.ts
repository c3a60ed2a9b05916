// A Director's tasks as the server answers them (a part of the demo workbook, for Dana Brooks, who
// starts 2026-11-16), and a fake of GET and POST /api/google/directortask that keeps what is saved.
import type { Answer } from './fakeServer.ts';

const task = (fields: Record<string, unknown>) => ({
  optional: false,
  hour: null,
  callTime: null,
  description: '',
  topic: '',
  surveyId: null,
  surveyLink: null,
  link: null,
  linkTitle: null,
  checkboxes: [],
  ...fields,
});

const demoTasks = [
  task({
    id: '00-february-training-WelcometoPALS',
    type: 'training',
    bucket: 'february',
    name: 'Welcome to PALS',
    date: '2027-02-10',
    description: 'Meet the PALS team and learn how a camp week runs.',
    topic: 'Our mission, our camps, and your role as a Director.',
    surveyId: 'SV_demo101',
    surveyLink: 'https://example.org/survey?survey=SV_demo101&name=Dana+Brooks&email=dana.brooks%40example.org',
    link: 'https://example.org/training/welcome',
    linkTitle: 'Watch the welcome video',
  }),
  task({
    id: '00-february-call-SeasonKickoffCall',
    type: 'call',
    bucket: 'february',
    name: 'Season Kickoff Call',
    date: '2027-02-17',
    hour: 19,
    callTime: 'Wed, Feb 17, 2027, 7:00 PM ET',
    description: 'All Directors meet on a video call to start the season.',
    link: 'https://example.org/calls/kickoff',
    linkTitle: 'Join the call',
  }),
  task({
    id: '01-march-training-InclusionBasics',
    type: 'training',
    bucket: 'march',
    name: 'Inclusion Basics',
    date: '2027-03-03',
    surveyLink: 'https://example.org/survey?survey=SV_demo102',
  }),
  task({
    id: '01-march-training-SignLanguageStarter',
    type: 'training',
    bucket: 'march',
    name: 'Sign Language Starter',
    optional: true,
    date: '2027-03-10',
    surveyLink: 'https://example.org/survey',
  }),
  task({
    id: '04-eightweeks-deliverable-VenueContract',
    type: 'deliverable',
    bucket: 'eightweeks',
    name: 'Venue Contract',
    date: '2026-09-21',
    description: 'Make sure the venue contract is signed and insured.',
    checkboxes: [
      { name: 'contract', text: 'Contract signed' },
      { name: 'insurance', text: 'Insurance certificate received' },
    ],
  }),
  task({ id: '06-fourweeks-deliverable-MenuPlan', type: 'deliverable', bucket: 'fourweeks', name: 'Menu Plan', date: '2026-10-19' }),
  task({
    id: '07-twoweeks-call-FinalPrepCall',
    type: 'call',
    bucket: 'twoweeks',
    name: 'Final Prep Call',
    date: '2026-11-02',
    hour: 19,
    callTime: 'Mon, Nov 2, 2026, 7:00 PM ET',
  }),
];

const bucket = (bucket: string, title: string, month: string, current = false) => ({ bucket, title, month, current });
const demoBuckets = [
  bucket('february', 'February', 'February'),
  bucket('march', 'March', 'March'),
  bucket('april', 'April', 'April'),
  bucket('may', 'May', 'May'),
  bucket('eightweeks', '8 Weeks Out', 'September 2026'),
  bucket('sixweeks', '6 Weeks Out', 'October 2026'),
  bucket('fourweeks', '4 Weeks Out', 'October 2026'),
  bucket('twoweeks', '2 Weeks Out', 'November 2026', true),
  bucket('oneweek', '1 Week Out', 'November 2026', true),
  bucket('aftercamp', 'After Camp', 'November 2026', true),
];

/** The two routes of the task tracker, starting from `saved`; `post` may answer a failure instead. */
export function directorTaskRoutes(saved: Record<string, string> = {}, post?: () => Answer) {
  const submission = { ...saved };
  return {
    'GET /api/google/directortask': (): Answer => ({ json: { tasks: demoTasks, buckets: demoBuckets, submission: { ...submission } } }),
    'POST /api/google/directortask': (body: unknown): Answer => {
      const failure = post?.();
      if (failure) return failure;
      for (const [key, value] of Object.entries(body as Record<string, string>)) {
        if (value === '' || value === 'false') delete submission[key];
        else submission[key] = value;
      }
      return { json: { submission: { ...submission } } };
    },
  };
}
