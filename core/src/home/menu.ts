// docs/product.md#screen-home: the buttons of the participant menu and the staff menu, in order.
import type { Links } from './links.ts';
import { may, type Identity, type Permission } from '../people/roles.ts';

export type MenuItem = { label: string; to: string } | { label: string; href: string };

interface PersonLinks {
  programschedulelink: string;
  photouploadlink: string;
}

type Entry = { label: string; permission: Permission } & ({ to: string } | { link: (links: Links, person: PersonLinks) => string });

const participantMenu: Entry[] = [
  { label: 'Program Roster', permission: 'roster', to: '/call' },
  { label: 'Get Support', permission: 'support', to: '/support' },
  { label: 'Program Schedule', permission: 'scheduleLink', link: (_, person) => person.programschedulelink },
  { label: 'Photo Upload', permission: 'photoUploadLink', link: (_, person) => person.photouploadlink },
  { label: 'PALS Socials', permission: 'socials', to: '/socials' },
  { label: 'Give Feedback', permission: 'feedback', to: '/feedback' },
];

const staffProgramMenu: Entry[] = [
  { label: 'Program Roster', permission: 'roster', to: '/call' },
  { label: 'Get Support', permission: 'support', to: '/support' },
  { label: 'Program Schedule', permission: 'scheduleLink', link: (_, person) => person.programschedulelink },
  { label: 'Leads Resources', permission: 'leadsResourcesLink', link: (links) => links.leads_resources_link },
  { label: 'Admin Daily Report', permission: 'adminDailyReportLink', link: (links) => links.admin_daily_report_link },
  { label: 'Lead Daily Report', permission: 'leadDailyReportLink', link: (links) => links.lead_daily_report_link },
  { label: 'Incident Report', permission: 'incidentReportLink', link: (links) => links.incident_report_link },
  { label: 'Send a Program Text', permission: 'text', to: '/text' },
  { label: 'Participant Note', permission: 'note', to: '/note' },
  { label: 'Headcount', permission: 'headcountScreen', to: '/headcount' },
  // Beyond the original staff menu (docs/decisions/011-the-staff-menu-leads-to-the-daily-report-and-the.md): the app's own report and task screens,
  // which nothing else leads to.
  { label: 'Daily Report', permission: 'report', to: '/report' },
  { label: 'Director Tasks', permission: 'tasks', to: '/tasks' },
  { label: 'Photo Upload', permission: 'photoUploadLink', link: (_, person) => person.photouploadlink },
  { label: 'PALS Socials', permission: 'socials', to: '/socials' },
  { label: 'Feedback', permission: 'feedback', to: '/feedback' },
];

const adminExtras: Entry[] = [
  { label: 'Settings Sheet', permission: 'settingsSheet', link: (links) => links.settings_sheet_link },
  { label: 'Feedback Sheet', permission: 'feedbackSheet', link: (links) => links.feedback_sheet_link },
  { label: 'Admin', permission: 'admin', to: '/admin' },
];

export function homeMenu(who: Identity, links: Links, person: PersonLinks): MenuItem[] {
  if (who.kind === 'anonymous') return [];
  const entries = who.kind === 'participant' ? participantMenu : [...(who.program === null ? [] : staffProgramMenu), ...adminExtras];
  return entries
    .filter((entry) => may(who, entry.permission))
    .map((entry) => ('to' in entry ? { label: entry.label, to: entry.to } : { label: entry.label, href: entry.link(links, person) }));
}

export interface MenuGroup {
  title: string;
  items: MenuItem[];
}

/** Entries that stand out where SPEC's order puts them: an incident is rare and urgent, so its form is
 * found at a glance among the outside links, the only one there with its picture, in the failure
 * colour (docs/decisions/076-the-designers-suggestions-per-screen.md). Nothing moves. */
export const standsOut: ReadonlySet<string> = new Set(['Incident Report']);

/** The staff menu under two headings (docs/decisions/047-staff-home-today-first.md): the app's own
 * screens, then the forms and links that open outside it, so "Daily Report" (the app's) and "Lead
 * Daily Report" (an outside form) are never side by side. Each keeps SPEC's order. */
const appScreensTitle = 'In this app';
export const outsideLinksTitle = 'Forms and links outside the app';

export function staffMenuGroups(items: readonly MenuItem[]): MenuGroup[] {
  const groups = [
    { title: appScreensTitle, items: items.filter((item) => 'to' in item) },
    { title: outsideLinksTitle, items: items.filter((item) => 'href' in item) },
  ];
  return groups.filter((group) => group.items.length > 0);
}
