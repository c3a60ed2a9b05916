// docs/product.md#screen-home: the buttons of the participant menu and the staff menu, in order.
import type { Links } from './links.ts';
import { may, type Identity, type Permission } from './roles.ts';

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

/** The staff menu's headings (docs/decisions/020-design-pass-issue-13.md), each over a run of entries in the order of docs/product.md#home-staff. */
const staffGroupOf: Record<string, string> = {
  'Program Roster': 'At camp',
  'Get Support': 'At camp',
  'Program Schedule': 'At camp',
  'Leads Resources': 'At camp',
  'Admin Daily Report': 'Reports and messages',
  'Lead Daily Report': 'Reports and messages',
  'Incident Report': 'Reports and messages',
  'Send a Program Text': 'Reports and messages',
  'Participant Note': 'Reports and messages',
  'Daily Report': 'Reports and messages',
  'Director Tasks': 'Reports and messages',
  'Photo Upload': 'Photos and feedback',
  'PALS Socials': 'Photos and feedback',
  Feedback: 'Photos and feedback',
  'Settings Sheet': 'Admin',
  'Feedback Sheet': 'Admin',
  Admin: 'Admin',
};

/** The staff menu under its headings; the entries keep their order, so no one hunts for a moved button. */
export function staffMenuGroups(items: readonly MenuItem[]): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const item of items) {
    const title = staffGroupOf[item.label] ?? 'More';
    const last = groups.at(-1);
    if (last?.title === title) last.items.push(item);
    else groups.push({ title, items: [item] });
  }
  return groups;
}
