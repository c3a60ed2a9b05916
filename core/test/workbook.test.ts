import { describe, expect, it } from 'vitest';
import { checkWorkbook, tabNames, workbookChecker, type RawWorkbook, type TabName } from '../src/workbook/rows.ts';
import { describeProblem } from '../src/workbook/problems.ts';

/** A small good workbook; each test breaks one cell of it. */
function goodWorkbook(): RawWorkbook {
  return {
    settings: {
      header: ['Key', 'Value'],
      rows: [
        ['org_name', 'PALS'],
        ['org_site', 'https://pals.example'],
      ],
    },
    programs: {
      header: ['Program', 'Camp Password', 'Start Date', 'End Date', 'Schedule Link', 'Photo Upload Link', 'Admin Name', 'Admin Phone'],
      rows: [['Blue Ridge', 'bluejay', '2026-07-12', '2026-07-18', 'https://pals.example/s', '', 'Alex Rivera', '(412) 555-0100']],
    },
    staff: {
      header: ['email', 'given_name', 'full_name', 'program', 'staff_role', 'start_date', 'end_date'],
      rows: [['Alex.Rivera@example.org', 'Alex', 'Alex Rivera', 'Blue Ridge', 'administrator', '', '']],
    },
    roster: {
      header: ['program', 'name', 'title', 'room', 'phone', 'team'],
      rows: [['Blue Ridge', 'Pat Doe', 'Camper', 'Cabin 1', '412-555-0101', 'Blue Team']],
    },
    participants: {
      header: ['program', 'name', 'role', 'is_lead', 'is_staff', 'phone'],
      rows: [['Blue Ridge', 'Pat Doe', 'Peer', 'yes', '', '412-555-0101; 412 555 0102']],
    },
    rooms: { header: ['program', 'room'], rows: [['Blue Ridge', 'Cabin 1']] },
    hubs: {
      header: ['hub', 'zip', 'latitude', 'longitude'],
      rows: [
        ['Pittsburgh Hub', '15213', '', ''],
        ['Charlotte Hub', '', '35.2271', '-80.8431'],
      ],
    },
    tasks: {
      header: [
        'bucket',
        'type',
        'name',
        'optional',
        'date',
        'hour',
        'description',
        'topic',
        'survey_id',
        'link',
        'link_title',
        'checkboxes',
      ],
      rows: [
        [
          'eightweeks',
          'deliverable',
          'Budget',
          'no',
          '-8 weeks',
          '19',
          '',
          '',
          '',
          '',
          '',
          'budget: Budget approved|roster: Roster shared',
        ],
      ],
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
    const { workbook, problems, keptTabs } = checkWorkbook(goodWorkbook());
    expect(problems).toEqual([]);
    expect(keptTabs).toEqual([]);
    expect(workbook.staff[0]).toEqual({
      email: 'alex.rivera@example.org',
      given_name: 'Alex',
      full_name: 'Alex Rivera',
      program: 'Blue Ridge',
      staff_role: 'Administrator',
      start_date: null,
      end_date: null,
      // The optional phone column ("Send a test to me") may be left out of the header.
      phone: null,
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
    ['programs', 'start_date', '7/12/2026', '"7/12/2026" is not a date'],
    ['programs', 'end_date', '2026-07-01', 'the end date is before the start date'],
    ['programs', 'schedule_link', 'pals.example/s', '"pals.example/s" is not a web address'],
    ['programs', 'photo_upload_link', 'ftp://x', '"ftp://x" is not a web address'],
    ['programs', 'admin_phone', '555', '"555" is not a phone number'],
    ['staff', 'email', 'alex at example', '"alex at example" is not an email address'],
    ['staff', 'given_name', '', 'this cell is required but empty'],
    ['staff', 'full_name', '', 'this cell is required but empty'],
    ['staff', 'program', 'Green Valley', 'this is not a program of the programs tab'],
    ['staff', 'staff_role', 'Counselor', '"Counselor" is not a staff role'],
    ['staff', 'start_date', '2026-02-30', '"2026-02-30" is not a date'],
    ['staff', 'end_date', 'soon', '"soon" is not a date'],
    ['roster', 'program', '', 'this cell is required but empty'],
    ['roster', 'name', '', 'this cell is required but empty'],
    ['roster', 'phone', 'call me', '"call me" is not a phone number'],
    ['participants', 'program', 'Nowhere', 'this is not a program of the programs tab'],
    ['participants', 'is_lead', 'sometimes', '"sometimes" is not yes or no'],
    ['participants', 'is_staff', '2', '"2" is not yes or no'],
    ['rooms', 'room', '', 'this cell is required but empty'],
    ['hubs', 'zip', '1521', '"1521" is not a 5-digit ZIP code'],
    ['hubs', 'latitude', '95', '"95" is not a latitude'],
    ['tasks', 'bucket', 'june', 'invalid bucket: "june"'],
    ['tasks', 'type', 'meeting', 'invalid type: "meeting"'],
    ['tasks', 'name', '', 'this cell is required but empty'],
    ['tasks', 'optional', 'perhaps', '"perhaps" is not yes or no'],
    ['tasks', 'date', 'next week', 'invalid date: "next week"'],
    ['tasks', 'hour', '24', '"24" is not an hour'],
    ['tasks', 'link', 'www.example.org', '"www.example.org" is not a web address'],
    ['tasks', 'checkboxes', 'budget Budget approved', '"budget Budget approved" is not a checkbox list'],
  ] as const)('%s.%s = %j leaves its row out, reported at that tab, row and column with the value', (tab, column, value, message) => {
    const { problems, workbook } = checkWorkbook(withCell(tab, column, value));
    expect(problems.filter((p) => p.tab === tab)).toEqual([
      { tab, row: 2, column, value, message, fix: expect.any(String), effect: 'row' },
    ]);
    expect(workbook[tab]).toHaveLength(goodWorkbook()[tab]!.rows.length - 1);
  });

  it('says what to write instead', () => {
    const fixOf = (tab: TabName, column: string, value: string) => checkWorkbook(withCell(tab, column, value)).problems[0]!.fix;
    expect(fixOf('programs', 'start_date', '7/12/2026')).toBe('a date written YYYY-MM-DD, for example 2026-07-14');
    expect(fixOf('staff', 'staff_role', 'Counselor')).toBe('one of Administrator, Program Staff, Director, Lead, Head Counselor');
    expect(fixOf('staff', 'program', 'Green Valley')).toBe('the name of a program exactly as the programs tab writes it (Blue Ridge)');
    expect(fixOf('tasks', 'bucket', 'june')).toBe(
      'one of february, march, april, may, eightweeks, sixweeks, fourweeks, twoweeks, oneweek, aftercamp',
    );
    expect(describeProblem(checkWorkbook(withCell('roster', 'phone', 'call me')).problems[0]!)).toBe(
      'roster, row 2, column phone: "call me" is not a phone number (the cell says "call me"). Write instead: a phone number with its area code, for example (412) 555-0134. So the row was left out.',
    );
  });

  it('imports every other row when one row has a problem', () => {
    const raw = goodWorkbook();
    raw.roster!.rows.push(['Blue Ridge', 'Sam Lee', 'Camper', '', 'call me', ''], ['Blue Ridge', 'Kim Ito', 'Camper', '', '', '']);
    const { workbook, problems } = checkWorkbook(raw);
    expect(workbook.roster.map((r) => r.name)).toEqual(['Pat Doe', 'Kim Ito']);
    expect(problems.map((p) => [p.tab, p.row, p.column])).toEqual([['roster', 3, 'phone']]);
  });

  it('leaves out the rows of a program whose row was left out, naming that row', () => {
    const { problems, workbook } = checkWorkbook(withCell('programs', 'start_date', 'soon'));
    expect(problems.map(describeProblem)).toEqual([
      'programs, row 2, column start_date: "soon" is not a date (the cell says "soon"). Write instead: a date written YYYY-MM-DD, for example 2026-07-14. So the row was left out.',
      ...['staff', 'roster', 'participants', 'rooms'].map(
        (tab) =>
          `${tab}, row 2, column program: this program's row (programs, row 2) was left out (the cell says "Blue Ridge"). Write instead: nothing here: fix programs row 2, and this row goes in too. So the row was left out.`,
      ),
    ]);
    expect([workbook.programs, workbook.staff, workbook.roster]).toEqual([[], [], []]);
    expect(workbook.hubs).toHaveLength(2);
  });

  it('checks the rows of a kept programs tab against the programs of the last import', () => {
    const raw = goodWorkbook();
    raw.programs!.header[0] = 'Camp';
    const { problems, keptTabs, workbook } = checkWorkbook(raw, { programs: ['Blue Ridge'] });
    expect(keptTabs).toEqual(['programs']);
    expect(problems).toEqual([
      {
        tab: 'programs',
        row: 1,
        column: 'program',
        value: null,
        message: 'this column is missing from the header row',
        fix: 'a column headed program in row 1',
        effect: 'tab',
      },
    ]);
    expect(workbook.staff).toHaveLength(1);
  });

  it('skips a bad phone of a participant with a warning, keeping the good ones', () => {
    const result = checkWorkbook(withCell('participants', 'phone', '412-555-0101; nope; 555'));
    expect(result.workbook.participants[0]!.phone).toEqual(['+14125550101']);
    expect(result.problems).toEqual([
      {
        tab: 'participants',
        row: 2,
        column: 'phone',
        value: '412-555-0101; nope; 555',
        message: 'skipped: "nope" is not a phone number; "555" is not a phone number',
        fix: 'phone numbers with their area code, separated by ;, for example (412) 555-0134; (412) 555-0135',
        effect: 'cell',
      },
    ]);
  });

  it('leaves out a row whose cell is over its length (200 for a name, 2,000 for a link), naming tab, row and column', () => {
    const name = 'N'.repeat(500_000);
    const result = checkWorkbook(withCell('roster', 'name', name));
    expect(result.workbook.roster).toEqual([]);
    expect(result.problems).toEqual([
      {
        tab: 'roster',
        row: 2,
        column: 'name',
        value: `${'N'.repeat(60)}…`,
        message: 'this cell has 500,000 characters, more than the 200 a cell here may have',
        fix: 'at most 200 characters',
        effect: 'row',
      },
    ]);
    expect(checkWorkbook(withCell('roster', 'name', 'N'.repeat(200))).workbook.roster).toHaveLength(1);
    const link = `https://pals.example/${'s'.repeat(1_900)}`;
    expect(checkWorkbook(withCell('programs', 'schedule_link', link)).problems).toEqual([]);
    expect(checkWorkbook(withCell('programs', 'schedule_link', `${link}${'s'.repeat(100)}`)).problems[0]).toMatchObject({
      tab: 'programs',
      row: 2,
      column: 'schedule_link',
      message: 'this cell has 2,021 characters, more than the 2,000 a cell here may have',
    });
  });

  it('reports a hub with neither ZIP nor both coordinates', () => {
    const result = checkWorkbook(withCell('hubs', 'longitude', '', 1));
    expect(result.problems).toEqual([
      {
        tab: 'hubs',
        row: 3,
        column: 'zip',
        value: '',
        message: 'the hub has no ZIP code and not both latitude and longitude',
        fix: 'a 5-digit ZIP code, or both latitude and longitude',
        effect: 'row',
      },
    ]);
    expect(result.workbook.hubs.map((h) => h.hub)).toEqual(['Pittsburgh Hub']);
  });

  it('reports a link setting that is not a web address', () => {
    const result = checkWorkbook(withCell('settings', 'value', 'see the drive', 1));
    expect(result.problems).toEqual([
      {
        tab: 'settings',
        row: 3,
        column: 'value',
        value: 'see the drive',
        message: 'the value of org_site is not a web address',
        fix: 'a web address starting with https://, for example https://example.org',
        effect: 'row',
      },
    ]);
    expect(result.workbook.settings.map((r) => r.key)).toEqual(['org_name']);
  });

  it('takes sms:, tel: and mailto: links for the text chat and the resource center, and web addresses everywhere', () => {
    const settings = (key: string, value: string) => {
      const workbook = withCell('settings', 'value', value, 1);
      workbook.settings!.rows[1]![0] = key;
      return checkWorkbook(workbook).problems;
    };
    for (const value of [
      'sms:+13125550199',
      'SMS:(312) 555-0199',
      'tel:+1-312-555-0199',
      'sms:+13125550199?body=Hi',
      'mailto:help@example.org',
      'https://example.org/chat',
    ])
      expect(settings('text_chat_link', value)).toEqual([]);
    expect(settings('resource_center_link', 'mailto:help@example.org')).toEqual([]);
    expect(settings('text_chat_link', 'sms:call us')).toEqual([
      {
        tab: 'settings',
        row: 3,
        column: 'value',
        value: 'sms:call us',
        message: 'the value of text_chat_link is not a link',
        fix: 'a web address starting with https://, or sms:, tel: or mailto: followed by a phone number or an email address, for example sms:+13125550199',
        effect: 'row',
      },
    ]);
    expect(settings('facebook_link', 'sms:+13125550199').map((p) => p.message)).toEqual([
      'the value of facebook_link is not a web address',
    ]);
  });

  it('reports duplicates at the second row, naming the first', () => {
    const raw = goodWorkbook();
    raw.staff!.rows.push(['alex.rivera@EXAMPLE.org', 'Al', 'Al Rivera', '', 'Lead', '', '']);
    raw.programs!.rows.push(['Lakeshore', 'bluejay', '2027-06-20', '2027-06-26', '', '', '', '']);
    const { problems, workbook } = checkWorkbook(raw);
    expect(problems).toEqual([
      {
        tab: 'programs',
        row: 3,
        column: 'camp_password',
        value: 'bluejay',
        message: 'row 2 already has this camp password',
        fix: 'a camp password that no other row has, or delete this row',
        effect: 'row',
      },
      {
        tab: 'staff',
        row: 3,
        column: 'email',
        value: 'alex.rivera@example.org',
        message: 'row 2 already has this email',
        fix: 'a email that no other row has, or delete this row',
        effect: 'row',
      },
    ]);
    expect(workbook.staff.map((r) => r.full_name)).toEqual(['Alex Rivera']);
  });

  it('reports a missing required tab and a missing required column', () => {
    const raw = goodWorkbook();
    delete raw.staff;
    raw.roster!.header = ['program', 'title'];
    const { problems, keptTabs, workbook } = checkWorkbook(raw);
    expect(problems.map(describeProblem)).toEqual([
      'staff: this tab is missing from the workbook. Write instead: a tab named staff with the header row email, given_name, full_name, program, staff_role, start_date, end_date, phone. So the tab keeps its rows from the last import.',
      'roster, row 1, column name: this column is missing from the header row. Write instead: a column headed name in row 1. So the tab keeps its rows from the last import.',
    ]);
    expect(keptTabs).toEqual(['staff', 'roster']);
    expect(workbook.programs).toHaveLength(1);
  });

  it('skips blank rows but keeps the sheet row numbers, matches headers loosely and ignores extra columns', () => {
    const raw = goodWorkbook();
    raw.roster = {
      header: ['PROGRAM', 'Name', 'Notes for admins', 'team'],
      rows: [
        ['Blue Ridge', 'Pat Doe', 'likes canoes', ''],
        ['', '', '', ''],
        ['Blue Ridge', '', '', 'Red Team'],
      ],
    };
    const result = checkWorkbook(raw);
    expect(result.problems).toEqual([
      {
        tab: 'roster',
        row: 4,
        column: 'name',
        value: '',
        message: 'this cell is required but empty',
        fix: 'the name of this row',
        effect: 'row',
      },
    ]);
    expect(result.workbook.roster.map((r) => r.name)).toEqual(['Pat Doe']);
  });

  it('reads a missing optional tab as empty', () => {
    const raw = goodWorkbook();
    delete raw.tasks;
    delete raw.hubs;
    const result = checkWorkbook(raw);
    expect([result.workbook.tasks, result.keptTabs, result.problems]).toEqual([[], [], []]);
  });
});

describe('a workbook checked tab by tab, as it is read', () => {
  it('takes back what a tab said when it turns out unreadable part way, and keeps it', () => {
    const raw = goodWorkbook();
    raw.programs!.rows.push(
      ['Lakeshore', 'heron', 'soon', '2026-07-18', '', '', '', ''],
      ['Cedar Lake', 'loon', '2026-07-12', '2026-07-18', '', '', '', ''],
    );
    raw.roster!.rows.push(['Cedar Lake', 'Kim Ito', 'Camper', '', '', '']);
    const checker = workbookChecker({ programs: ['Blue Ridge'] });
    const goneIn: Record<string, number> = {};
    for (const tab of tabNames) {
      const check = checker.tab(tab, raw[tab]);
      const going = raw[tab]!.rows.filter((cells) => check!.row(cells) !== null).length;
      if (tab === 'programs') check!.unreadable({ message: 'programs.csv is not valid CSV: row 4', fix: 'save it again as CSV' });
      else goneIn[tab] = going;
    }
    const { problems, keptTabs } = checker.finish();
    expect(problems).toEqual([
      {
        tab: 'programs',
        row: null,
        column: null,
        value: null,
        message: 'programs.csv is not valid CSV: row 4',
        fix: 'save it again as CSV',
        effect: 'tab',
      },
      {
        tab: 'roster',
        row: 3,
        column: 'program',
        value: 'Cedar Lake',
        message: 'this is not a program of the programs tab',
        fix: 'the name of a program exactly as the programs tab writes it (Blue Ridge)',
        effect: 'row',
      },
    ]);
    expect(keptTabs).toEqual(['programs']);
    // The rows of Blue Ridge go in, a program of the last import; Cedar Lake's row before the break does not count.
    expect(goneIn).toEqual({ settings: 2, staff: 1, roster: 1, participants: 1, rooms: 1, hubs: 2, tasks: 1 });
  });

  it('takes the tabs in their order only, since a tab is checked against the programs before it', () => {
    const checker = workbookChecker();
    checker.tab('staff', goodWorkbook().staff);
    expect(() => checker.tab('programs', goodWorkbook().programs)).toThrow(
      "the workbook's tabs are checked in the order of tabNames: programs came late",
    );
  });
});
