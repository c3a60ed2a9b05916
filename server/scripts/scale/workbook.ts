// The workbook of an organisation `scale` times PALS's size today: 10 × scale programs, each with 50
// participants, 20 staff and a roster of 50, its rooms; the demo workbook's settings, hubs and tasks.
// Written as CSV files and an .xlsx beside them (docs/performance.md "Scale").
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { tabNames, type RawWorkbook, type TabName } from '@pals/core/workbook/rows';
import { addDays, fictionalPhone, personName, pick, seededRandom } from './random.ts';

export const perProgram = { participants: 50, staff: 20, roster: 50, rooms: 10 } as const;

/** The staff of each program, by position: one Director and one Head Counselor, four Leads, the rest Program Staff. */
export const staffRoleAt = (index: number) =>
  index === 0 ? 'Director' : index === 1 ? 'Head Counselor' : index < 6 ? 'Lead' : 'Program Staff';

export const programCount = (scale: number) => Math.max(1, Math.round(10 * scale));

const places = ['Cedar', 'Maple', 'Willow', 'Aspen', 'Heron', 'Fox', 'Otter', 'Pine', 'Sparrow', 'Birch'];
const waters = ['Lake', 'Creek', 'Ridge', 'Hollow', 'Meadow', 'Bay', 'Falls', 'Grove', 'Point', 'Springs'];

/** Program `index`'s name and dates: ten weeks of one season from 2026-06-07, a week each. */
export function programOf(index: number): { name: string; start: string; end: string; password: string } {
  const name = `${places[index % 10]} ${waters[Math.floor(index / 10) % 10]} ${Math.floor(index / 100) + 1}`;
  const start = addDays('2026-06-07', (index % 10) * 7);
  return { name, start, end: addDays(start, 6), password: `${places[(index * 3) % 10]!.toLowerCase()}-trail-${1000 + index}` };
}

export const staffEmail = (program: number, index: number) => {
  const { full } = personName(program, 1, index);
  return `${full.toLowerCase().replace(/[^a-z]+/g, '.')}.${program}@example.org`;
};

/** Administrators of no program, who read the admin pages. */
const administrators = ['avery.admin@example.org', 'blair.admin@example.org'];

const rosterTitles = ['Director', 'Head Counselor', 'Nurse', 'Cook', 'Photographer'];
const teams = ['Blue Team', 'Green Team', 'Red Team', 'Orange Team', ''];
const participantRoles = ['Partner', 'Peer', 'Peer', 'Partner', 'Coach'];

export function scaleWorkbook(scale: number, seed: number, demo: RawWorkbook): RawWorkbook {
  const random = seededRandom(seed);
  const tab = (name: TabName, rows: string[][]) => ({ header: demo[name]!.header, rows });
  const programs: string[][] = [];
  const staff: string[][] = administrators.map((email) => {
    const given = email.split('.')[0]!.replace(/^./, (c) => c.toUpperCase());
    return [email, given, `${given} Admin`, '', 'Administrator', '', '', fictionalPhone(random)];
  });
  const roster: string[][] = [];
  const participants: string[][] = [];
  const rooms: string[][] = [];
  for (let p = 0; p < programCount(scale); p++) {
    const program = programOf(p);
    const admin = personName(p, 1, 6).full;
    programs.push([program.name, program.password, program.start, program.end, '', '', admin, fictionalPhone(random)]);
    for (let i = 0; i < perProgram.staff; i++) {
      const { given, full } = personName(p, 1, i);
      staff.push([staffEmail(p, i), given, full, program.name, staffRoleAt(i), '', '', i < 8 ? fictionalPhone(random) : '']);
    }
    for (let i = 0; i < perProgram.rooms; i++) rooms.push([program.name, `Cabin ${i + 1}`]);
    for (let i = 0; i < perProgram.roster; i++) {
      const title = i < rosterTitles.length ? rosterTitles[i]! : i % 5 === 0 ? 'Counselor' : 'Camper';
      roster.push([program.name, personName(p, 2, i).full, title, `Cabin ${(i % 10) + 1}`, fictionalPhone(random), pick(random, teams)]);
    }
    for (let i = 0; i < perProgram.participants; i++) {
      const role = participantRoles[i % 5]!;
      const phones = i % 7 === 6 ? '' : i % 5 === 1 ? `${fictionalPhone(random)};${fictionalPhone(random)}` : fictionalPhone(random);
      participants.push([program.name, personName(p, 3, i).full, role, i % 10 === 0 ? 'yes' : '', role === 'Coach' ? 'yes' : '', phones]);
    }
  }
  return {
    settings: demo.settings!,
    programs: tab('programs', programs),
    staff: tab('staff', staff),
    roster: tab('roster', roster),
    participants: tab('participants', participants),
    rooms: tab('rooms', rooms),
    hubs: demo.hubs!,
    tasks: demo.tasks!,
  };
}

/** The workbook as one CSV file a tab in `folder` (as PALS_WORKBOOK reads it), and `workbook.xlsx` beside them. */
export async function writeWorkbook(folder: string, workbook: RawWorkbook): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const name of tabNames) {
    const tab = workbook[name]!;
    await writeFile(join(folder, `${name}.csv`), stringify([tab.header, ...tab.rows], { eof: true }));
  }
  // The streaming writer: at 100 × the workbook has about 120,000 rows.
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(join(folder, 'workbook.xlsx')) });
  for (const name of tabNames) {
    const sheet = book.addWorksheet(name);
    const tab = workbook[name]!;
    sheet.addRow(tab.header).commit();
    for (const row of tab.rows) sheet.addRow(row).commit();
    sheet.commit();
  }
  await book.commit();
}
