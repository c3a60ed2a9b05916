import { describe, expect, it } from 'vitest';
import { settingLabel } from '../src/admin/settingLabels.ts';
import { formatIsoDate } from '../src/dates/time.ts';

describe('setting labels on the admin screen', () => {
  it('names known settings in words and turns other keys into words', () => {
    expect(settingLabel('admin_daily_report_link')).toBe('Admin daily report');
    expect(settingLabel('org_name')).toBe('Organisation name');
    expect(settingLabel('camp_motto')).toBe('Camp motto');
    expect(settingLabel('packing_list_link')).toBe('Packing list');
  });

  it('writes a date as MM/DD/YYYY, like the times', () => {
    expect(formatIsoDate('2026-11-16')).toBe('11/16/2026');
  });
});
