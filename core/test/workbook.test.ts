import { describe, expect, it } from 'vitest';
import { describeError, validateWorkbook, type RawWorkbook, type TabName } from '../src/workbook.ts';

/** A small good workbook; each test breaks one cell of it. */
function goodWorkbook(): RawWorkbook {
  return {
    settings: { header: ['Key', 'Value'], rows: [['org_name', 'PALS'], ['org_site', 'https://pals.example']] },
    programs: {
      header: ['Program', 'Camp Password', 'Start Date', 'End Date', 'Schedule Link', 'Photo Upload Link', 'Admin Name', 'Admin Phone'],
      rows: [['Blue Ridge', 'bluejay', '2026-07-12', '2026-07-18', 'https://pals.example/s', '', 'Alex Rivera', '(412) 555-0100']],
    },
    staff: {
      header: ['email', 'given_name', 'full_name', 'program', 'staff_role', 'start_date', 'end_date'],
      rows: [['Alex.Rivera@example.org', 'Alex', 'Alex Rivera', 'Blue Ridge', 'administrator', '', '']],
    },
    roster: { header: ['program', 'name', 'title', 'room', 'phone', 'team'], rows: [['Blue Ridge', 'Pat Doe', 'Camper', 'Cabin 1', '412-555-0101', 'Blue Team']] },
    participants: { header: ['program', 'name', 'role', 'is_lead', 'is_staff', 'phone'], rows: [['Blue Ridge', 'Pat Doe', 'Peer', 'yes', '', '412-555-0101; 412 555 0102']] },
    rooms: { header: ['program', 'room'], rows: [['Blue Ridge', 'Cabin 1']] },
    hubs: { header: ['hub', 'zip', 'latitude', 'longitude'], rows: [['Pittsburgh Hub', '15213', '', ''], ['Charlotte Hub', '', '35.2271', '-80.8431']] },
    tasks: {
      header: ['bucket', 'type', 'name', 'optional', 'date', 'hour', 'description', 'topic', 'survey_id', 'link', 'link_title', 'checkboxes'],
      rows: [['eightweeks', 'deliverable', 'Budget', 'no', '-8 weeks', '19', '', '', '', '', '', 'budget: Budget approved|roster: Roster shared']],
    },
  };
}

function withCell(tab: TabName, column: string, value: string, row = 0): RawWorkbook {
  const raw = goodWorkbook();
  const table = raw[tab]!;
  const at = table.header.findIndex((name) => name.toLowerCase().replace(/[\s_-]+/g, '') === column.replace(/_/g, ''));
  table.rows[row]![at] = value;
  return raw;
}

describe('workbook validation', () => {
  it('reads a good workbook into typed rows', () => {
    const result = validateWorkbook(goodWorkbook());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { workbook } = result;
    expect(workbook.staff[0]).toEqual({
      email: 'alex.rivera@example.org',
      given_name: 'Alex',
      full_name: 'Alex Rivera',
      program: 'Blue Ridge',
      staff_role: 'Administrator',
      start_date: null,
      end_date: null,
    });
    expect(workbook.programs[0]!.admin_phone).toBe('+14125550100');
    expect(workbook.participants[0]).toMatchObject({ is_lead: true, is_staff: false, phone: ['+14125550101', '+14125550102'] });
    expect(workbook.tasks[0]).toMatchObject({
      date: { kind: 'offset', amount: -8, unit: 'weeks' },
      hour: 19,
      checkboxes: [
        { name: 'budget', text: 'Budget approved' },
        { name: 'roster', text: 'Roster shared' },
      ],
    });
    expect(workbook.hubs[1]).toEqual({ hub: 'Charlotte Hub', zip: null, latitude: 35.2271, longitude: -80.8431 });
  });

  it.each([
    ['programs', 'camp_password', '', 'this cell is required but empty'],
    ['programs', 'start_date', '7/12/2026', '"7/12/2026" is not a date; write it as YYYY-MM-DD, for example 2026-07-14'],
    ['programs', 'end_date', '2026-07-01', 'the end date is before the start date'],
    ['programs', 'schedule_link', 'pals.example/s', '"pals.example/s" is not a web address; it must start with https://'],
    ['programs', 'photo_upload_link', 'ftp://x', '"ftp://x" is not a web address; it must start with https://'],
    ['programs', 'admin_phone', '555', '"555" is not a phone number'],
    ['staff', 'email', 'alex at example', '"alex at example" is not an email address'],
    ['staff', 'given_name', '', 'this cell is required but empty'],
    ['staff', 'full_name', '', 'this cell is required but empty'],
    ['staff', 'program', 'Green Valley', '"Green Valley" is not a program of the programs tab'],
    ['staff', 'staff_role', 'Counselor', '"Counselor" is not a staff role; use one of Administrator, Program Staff, Director, Lead, Head Counselor'],
    ['staff', 'start_date', '2026-02-30', '"2026-02-30" is not a date; write it as YYYY-MM-DD, for example 2026-07-14'],
    ['staff', 'end_date', 'soon', '"soon" is not a date; write it as YYYY-MM-DD, for example 2026-07-14'],
    ['roster', 'program', '', 'this cell is required but empty'],
    ['roster', 'name', '', 'this cell is required but empty'],
    ['roster', 'phone', 'call me', '"call me" is not a phone number'],
    ['participants', 'program', 'Nowhere', '"Nowhere" is not a program of the programs tab'],
    ['participants', 'is_lead', 'sometimes', '"sometimes" is not yes or no'],
    ['participants', 'is_staff', '2', '"2" is not yes or no'],
    ['rooms', 'room', '', 'this cell is required but empty'],
    ['hubs', 'zip', '1521', '"1521" is not a 5-digit ZIP code'],
    ['hubs', 'latitude', '95', '"95" is not a latitude'],
    ['tasks', 'bucket', 'june', 'invalid bucket: "june"; use one of february, march, april, may, eightweeks, sixweeks, fourweeks, twoweeks, oneweek, aftercamp'],
    ['tasks', 'type', 'meeting', 'invalid type: "meeting"; use one of training, deliverable, call'],
    ['tasks', 'name', '', 'this cell is required but empty'],
    ['tasks', 'optional', 'perhaps', '"perhaps" is not yes or no'],
    ['tasks', 'date', 'next week', 'invalid date: "next week"; use YYYY-MM-DD or an offset such as -8 weeks'],
    ['tasks', 'hour', '24', '"24" is not an hour from 0 to 23'],
    ['tasks', 'link', 'www.example.org', '"www.example.org" is not a web address; it must start with https://'],
    ['tasks', 'checkboxes', 'budget Budget approved', '"budget Budget approved" is not a checkbox list; write entries as name: text, separated by |'],
  ] as const)('%s.%s = %j is reported at that tab, row and column', (tab, column, value, message) => {
    const result = validateWorkbook(withCell(tab, column, value));
    expect(result).toEqual({ ok: false, errors: [{ tab, row: 2, column, message }] });
  });

  it('reports a blank program name, and then every row that names the program it should have had', () => {
    const result = validateWorkbook(withCell('programs', 'program', ''));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(describeError)).toEqual([
      'programs, row 2, column program: this cell is required but empty',
      'staff, row 2, column program: "Blue Ridge" is not a program of the programs tab',
      'roster, row 2, column program: "Blue Ridge" is not a program of the programs tab',
      'participants, row 2, column program: "Blue Ridge" is not a program of the programs tab',
      'rooms, row 2, column program: "Blue Ridge" is not a program of the programs tab',
    ]);
  });

  it('skips a bad phone of a participant with a warning, keeping the good ones', () => {
    const result = validateWorkbook(withCell('participants', 'phone', '412-555-0101; nope; 555'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.workbook.participants[0]!.phone).toEqual(['+14125550101']);
    expect(result.warnings).toEqual([{ tab: 'participants', row: 2, column: 'phone', message: 'skipped: "nope" is not a phone number; "555" is not a phone number' }]);
  });

  it('reports a hub with neither ZIP nor both coordinates', () => {
    const result = validateWorkbook(withCell('hubs', 'longitude', '', 1));
    expect(result).toEqual({ ok: false, errors: [{ tab: 'hubs', row: 3, column: 'zip', message: 'give the hub a ZIP code, or both latitude and longitude' }] });
  });

  it('reports a link setting that is not a web address', () => {
    const result = validateWorkbook(withCell('settings', 'value', 'see the drive', 1));
    expect(result).toEqual({ ok: false, errors: [{ tab: 'settings', row: 3, column: 'value', message: 'the value of org_site is not a web address; it must start with https://' }] });
  });

  it('takes sms:, tel: and mailto: links for the text chat and the resource center, and web addresses everywhere', () => {
    const settings = (key: string, value: string) => {
      const workbook = withCell('settings', 'value', value, 1);
      workbook.settings!.rows[1]![0] = key;
      return validateWorkbook(workbook);
    };
    for (const value of ['sms:+13125550199', 'SMS:(312) 555-0199', 'tel:+1-312-555-0199', 'sms:+13125550199?body=Hi', 'mailto:help@example.org', 'https://example.org/chat'])
      expect(settings('text_chat_link', value)).toMatchObject({ ok: true });
    expect(settings('resource_center_link', 'mailto:help@example.org')).toMatchObject({ ok: true });
    expect(settings('text_chat_link', 'sms:call us')).toEqual({
      ok: false,
      errors: [
        {
          tab: 'settings',
          row: 3,
          column: 'value',
          message:
            'the value of text_chat_link is not a link; write a web address starting with https://, or sms:, tel: or mailto: followed by a phone number or an email address (for example sms:+13125550199)',
        },
      ],
    });
    expect(settings('facebook_link', 'sms:+13125550199')).toEqual({
      ok: false,
      errors: [{ tab: 'settings', row: 3, column: 'value', message: 'the value of facebook_link is not a web address; it must start with https://' }],
    });
  });

  it('reports duplicates at the second row, naming the first', () => {
    const raw = goodWorkbook();
    raw.staff!.rows.push(['alex.rivera@EXAMPLE.org', 'Al', 'Al Rivera', '', 'Lead', '', '']);
    raw.programs!.rows.push(['Lakeshore', 'bluejay', '2027-06-20', '2027-06-26', '', '', '', '']);
    const result = validateWorkbook(raw);
    expect(result).toEqual({
      ok: false,
      errors: [
        { tab: 'programs', row: 3, column: 'camp_password', message: 'the same value is already used in row 2; each one must be unique' },
        { tab: 'staff', row: 3, column: 'email', message: 'the same value is already used in row 2; each one must be unique' },
      ],
    });
  });

  it('reports a missing required tab and a missing required column', () => {
    const raw = goodWorkbook();
    delete raw.staff;
    raw.roster!.header = ['program', 'title'];
    const result = validateWorkbook(raw);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(describeError)).toEqual([
      'staff: this tab is missing from the workbook',
      'roster, row 1, column name: this column is missing from the header row',
    ]);
  });

  it('skips blank rows but keeps the sheet row numbers, matches headers loosely and ignores extra columns', () => {
    const raw = goodWorkbook();
    raw.roster = {
      header: ['PROGRAM', 'Name', 'Notes for admins', 'team'],
      rows: [['Blue Ridge', 'Pat Doe', 'likes canoes', ''], ['', '', '', ''], ['Blue Ridge', '', '', 'Red Team']],
    };
    const result = validateWorkbook(raw);
    expect(result).toEqual({ ok: false, errors: [{ tab: 'roster', row: 4, column: 'name', message: 'this cell is required but empty' }] });
  });

  it('reads a missing optional tab as empty', () => {
    const raw = goodWorkbook();
    delete raw.tasks;
    delete raw.hubs;
    const result = validateWorkbook(raw);
    expect(result.ok && result.workbook.tasks).toEqual([]);
  });
});
