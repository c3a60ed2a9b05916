// Who may do what: the one permission table of docs/product.md#permissions. The server's guards, the web's
// route guards and the home menus all read it.

export const staffRoles = ['Administrator', 'Program Staff', 'Director', 'Lead', 'Head Counselor'] as const;
export type StaffRole = (typeof staffRoles)[number];

export type Identity =
  { kind: 'anonymous' } | { kind: 'participant'; program: string } | { kind: 'staff'; role: StaffRole; program: string | null };

type ParticipantIdentity = Extract<Identity, { kind: 'participant' }>;
type StaffIdentity = Extract<Identity, { kind: 'staff' }>;

/** A rule of the table; its type also says which kinds of identity it can ever admit, so the server
 * hands a call's handler the caller already narrowed (server/src/http/route.ts). It is a type guard
 * only for its true answer: a false one does not mean "not staff" (a Lead may not open /tasks), so
 * code asks `may()`, which answers a plain boolean, rather than narrowing on a rule itself. */
type Rule<Admits extends Identity = Identity> = (who: Identity) => who is Admits;
type AdmittedBy<R> = R extends Rule<infer Admits extends Identity> ? Admits : never;

const signedIn = (who: Identity): who is ParticipantIdentity | StaffIdentity => who.kind !== 'anonymous';
const participant = (who: Identity): who is ParticipantIdentity => who.kind === 'participant';
const googleUser = (who: Identity): who is StaffIdentity => who.kind === 'staff';
const staffWithProgram = (who: Identity): who is StaffIdentity => who.kind === 'staff' && who.program !== null;
const roles =
  (...allowed: StaffRole[]): Rule<StaffIdentity> =>
  (who): who is StaffIdentity =>
    who.kind === 'staff' && allowed.includes(who.role);
const withProgram =
  (rule: Rule<StaffIdentity>): Rule<StaffIdentity> =>
  (who): who is StaffIdentity =>
    who.kind === 'staff' && who.program !== null && rule(who);
const either =
  <Rules extends Rule[]>(...rules: Rules): Rule<AdmittedBy<Rules[number]>> =>
  (who): who is AdmittedBy<Rules[number]> =>
    rules.some((rule) => rule(who));

const permissions = {
  // screens every signed-in person reaches (docs/product.md#routing table)
  roster: signedIn,
  support: signedIn,
  feedback: signedIn,
  socials: signedIn,
  // the participant and Google variants of the same calls (docs/product.md#calls /api/local/… and /api/google/…)
  participantCalls: participant,
  googleCalls: googleUser,
  // any signed-in Google user (docs/product.md#permissions)
  note: googleUser,
  report: googleUser,
  // by staff role
  tasks: roles('Director'),
  text: roles('Administrator', 'Program Staff'),
  textAnyProgram: roles('Administrator'),
  // whose phone numbers the text screen counts: every program's, not only one's own (docs/product.md#screen-text)
  textContactsOfEveryProgram: roles('Administrator'),
  admin: roles('Administrator'),
  // said of the staff member shown, not the caller: whose task completion the admin progress lists
  // (docs/product.md#permissions: the Director has /tasks)
  listedInTaskProgress: roles('Director'),
  lastUpdate: roles('Administrator', 'Program Staff'),
  // "Let a phone in" (docs/product.md#let-a-phone-in): the staff a program's participants are with
  letPhoneIn: withProgram(roles('Program Staff', 'Director', 'Lead', 'Head Counselor')),
  // Headcount (docs/product.md#screen-headcount): Leads and Head Counselors count their team; the
  // Director, Head Counselors and Program Staff read today's counts; the screen is for all four.
  headcount: withProgram(roles('Lead', 'Head Counselor')),
  // who counted texts Program Staff from a count with someone missing (not /text: a narrow call of its own)
  headcountAlert: withProgram(roles('Lead', 'Head Counselor')),
  headcounts: withProgram(roles('Program Staff', 'Director', 'Head Counselor')),
  headcountScreen: withProgram(roles('Program Staff', 'Director', 'Lead', 'Head Counselor')),
  // whose home's Today card names the counts with someone missing
  headcountOnHome: withProgram(roles('Director', 'Head Counselor')),
  settingsSheet: roles('Administrator'),
  feedbackSheet: roles('Administrator'),
  // external links on the home menus (docs/product.md#screen-home)
  scheduleLink: either(participant, staffWithProgram),
  photoUploadLink: either(participant, staffWithProgram),
  leadsResourcesLink: staffWithProgram,
  incidentReportLink: staffWithProgram,
  adminDailyReportLink: withProgram(roles('Administrator', 'Program Staff')),
  leadDailyReportLink: withProgram(roles('Director', 'Lead')),
} satisfies Record<string, Rule>;

export type Permission = keyof typeof permissions;

/** The identities a permission can ever admit: a participant, a staff member, or either. */
export type Admitted<P extends Permission> = AdmittedBy<(typeof permissions)[P]>;

export function may(who: Identity, permission: Permission): boolean {
  return permissions[permission](who);
}

/** The web routes of docs/product.md#routing and the permission each needs; `null` means open to all. */
export const screenRoutes = [
  { path: '/', permission: null },
  { path: '/participant', permission: null },
  { path: '/logout', permission: null },
  { path: '/call', permission: 'roster' },
  { path: '/support', permission: 'support' },
  { path: '/feedback', permission: 'feedback' },
  { path: '/socials', permission: 'socials' },
  { path: '/rooms', permission: 'support' },
  { path: '/hubs', permission: 'support' },
  { path: '/note', permission: 'note' },
  { path: '/report', permission: 'report' },
  { path: '/tasks', permission: 'tasks' },
  { path: '/headcount', permission: 'headcountScreen' },
  { path: '/text', permission: 'text' },
  { path: '/admin', permission: 'admin' },
] as const satisfies readonly { path: string; permission: Permission | null }[];

/** A screen's path, as `screenRoutes` names it. */
export type ScreenPath = (typeof screenRoutes)[number]['path'];

/** The screen an address opens, chosen by path prefix (docs/product.md#routing: a screen is chosen by
 * the first part of the path, and everything below it belongs to it); undefined for no screen. */
export function screenOf(path: string): ScreenPath | undefined {
  return screenRoutes
    .filter((route) => (route.path === '/' ? path === '/' : path === route.path || path.startsWith(`${route.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}

/** The permission a screen path needs (docs/product.md#routing); undefined for no screen. */
export function screenPermission(path: string): Permission | null | undefined {
  const screen = screenOf(path);
  return screen === undefined ? undefined : screenRoutes.find((route) => route.path === screen)!.permission;
}

/** docs/product.md#footer: a Director is displayed as Lead. */
export function displayedRole(role: StaffRole): StaffRole {
  return role === 'Director' ? 'Lead' : role;
}

/** Administrators keep the workbook and open Admin (a role, not a permission: the workbook's import
 * guard asks it of rows, before anyone is signed in). */
export const isAdministrator = (role: StaffRole | null | undefined): boolean => role === 'Administrator';

/** A Head Counselor reports on one form of their own, the Head Counselor Personnel form. */
export const reportsAsHeadCounselor = (role: StaffRole): boolean => role === 'Head Counselor';
