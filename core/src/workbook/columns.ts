// The workbook's tabs and their columns, each with how its cells are read (docs/workbook.md).
import * as cell from './cells.ts';
import type { CellReader } from './cells.ts';
import type { TabName } from './tabNames.ts';

export const tabs = {
  settings: { key: cell.text.required, value: cell.text.optional },
  programs: {
    program: cell.text.required,
    camp_password: cell.text.required,
    start_date: cell.date.required,
    end_date: cell.date.required,
    schedule_link: cell.url.optional,
    photo_upload_link: cell.url.optional,
    admin_name: cell.text.optional,
    admin_phone: cell.phone.optional,
    /** Daily-report reminders (docs/product.md#report-reminders): HH:MM, empty for none. */
    report_reminder_time: cell.reminderTime,
    /** When no reminder goes: HH:MM-HH:MM, empty for the default 21:30-08:00. */
    quiet_hours: cell.quietHours,
  },
  staff: {
    email: cell.email.required,
    given_name: cell.text.required,
    full_name: cell.text.required,
    program: cell.text.optional,
    staff_role: cell.staffRole.required,
    start_date: cell.date.optional,
    end_date: cell.date.optional,
    phone: cell.phone.optional,
  },
  roster: {
    program: cell.text.required,
    name: cell.text.required,
    title: cell.text.optional,
    room: cell.text.optional,
    phone: cell.phone.optional,
    team: cell.text.optional,
  },
  participants: {
    program: cell.text.required,
    name: cell.text.required,
    role: cell.text.optional,
    is_lead: cell.yesNo,
    is_staff: cell.yesNo,
    phone: cell.phones,
  },
  rooms: { program: cell.text.required, room: cell.text.required },
  hubs: { hub: cell.text.required, zip: cell.zip.optional, latitude: cell.latitude.optional, longitude: cell.longitude.optional },
  tasks: {
    bucket: cell.bucket.required,
    type: cell.taskType.required,
    name: cell.text.required,
    optional: cell.yesNo,
    date: cell.taskDate.required,
    hour: cell.hour.optional,
    description: cell.text.optional,
    topic: cell.text.optional,
    survey_id: cell.text.optional,
    link: cell.url.optional,
    link_title: cell.text.optional,
    checkboxes: cell.checkboxes,
  },
} satisfies Record<TabName, Record<string, CellReader<unknown>>>;

type RowOf<Columns> = { [K in keyof Columns]: Columns[K] extends CellReader<infer T> ? T : never };
/** The typed rows of every tab. */
export type Workbook = { [T in TabName]: RowOf<(typeof tabs)[T]>[] };
