// Who is asking: the session's owner, as the current workbook rows say, so a role change applies
// with the next import and a removed staff row signs the person out. The rows change only with an
// import, so each owner's person is read once per import.
import { resolveLinks } from '@pals/core/home/links';
import type { Identity } from '@pals/core/people/roles';
import type { SessionUser } from '@pals/core/people/session';
import type { Db } from '../db/database.ts';
import type { ProgramTable, StaffTable } from '../db/schema.ts';
import { lastUpdate } from '../db/syncRuns.ts';
import { findProgram, findStaff, readSettings } from '../db/workbookTables.ts';
import type { SessionOwner } from './sessions.ts';

/** A staff member's working dates: their own staff row's, else their program's (docs/product.md#data-person startdate). */
export interface StaffDates {
  start: string | null;
  end: string | null;
}

/** The one place "the staff member's dates, else the program's" is decided. */
export function staffDates(
  staff: Pick<StaffTable, 'start_date' | 'end_date'>,
  program: Pick<ProgramTable, 'start_date' | 'end_date'> | null | undefined,
): StaffDates {
  return { start: staff.start_date ?? program?.start_date ?? null, end: staff.end_date ?? program?.end_date ?? null };
}

export interface Participant {
  kind: 'participant';
  program: ProgramTable;
}

export interface StaffMember {
  kind: 'staff';
  staff: StaffTable;
  program: ProgramTable | null;
  /** Worked out once, when the person is read. */
  dates: StaffDates;
}

export type Person = Participant | StaffMember;

const people = new WeakMap<Db, { lastupdate: number | null; byOwner: Map<string, Promise<Person | null>> }>();

/** The person behind a session, or null when their program or staff row has left the workbook. */
export async function personOf(db: Db, owner: SessionOwner): Promise<Person | null> {
  const lastupdate = await lastUpdate(db);
  let known = people.get(db);
  if (!known || known.lastupdate !== lastupdate) people.set(db, (known = { lastupdate, byOwner: new Map() }));
  const key = owner.kind === 'participant' ? `participant\u0000${owner.program}` : `staff\u0000${owner.email}`;
  let person = known.byOwner.get(key);
  if (!person) {
    // Bounded: a camp has hundreds of people, not tens of thousands.
    if (known.byOwner.size >= 10_000) known.byOwner.clear();
    person = readPerson(db, owner);
    known.byOwner.set(key, person);
    person.catch(() => known.byOwner.delete(key));
  }
  return person;
}

async function readPerson(db: Db, owner: SessionOwner): Promise<Person | null> {
  if (owner.kind === 'participant') {
    const program = await findProgram(db, owner.program);
    return program ? { kind: 'participant', program } : null;
  }
  const staff = await findStaff(db, owner.email);
  if (!staff) return null;
  const program = staff.program ? ((await findProgram(db, staff.program)) ?? null) : null;
  return { kind: 'staff', staff, program, dates: staffDates(staff, program) };
}

export function identityOfPerson(person: Person | null): Identity {
  if (!person) return { kind: 'anonymous' };
  if (person.kind === 'participant') return { kind: 'participant', program: person.program.name };
  return { kind: 'staff', role: person.staff.staff_role, program: person.program?.name ?? null };
}

/** The user the web is given for this person (docs/product.md#data-person). */
export async function sessionUserOf(db: Db, person: Person): Promise<SessionUser> {
  const links = resolveLinks(await readSettings(db));
  const programschedulelink = person.program?.schedule_link || links.schedule_link;
  const photouploadlink = person.program?.photo_upload_link || links.photo_upload_link;
  if (person.kind === 'participant') {
    return {
      localUser: {
        fullname: `${person.program.name} Participant`,
        localrole: 'participant',
        program: person.program.name,
        programschedulelink,
        photouploadlink,
      },
    };
  }
  const { staff, program, dates } = person;
  return {
    googleUser: {
      givenname: staff.given_name,
      fullname: staff.full_name,
      email: staff.email,
      program: program?.name ?? null,
      staffrole: staff.staff_role,
      startdate: dates.start,
      enddate: dates.end,
      programschedulelink,
      photouploadlink,
    },
  };
}
