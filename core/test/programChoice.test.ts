import { describe, expect, it } from 'vitest';
import { orderedPrograms, programWhen, runningToday } from '../src/admin/programChoice.ts';
import { matchesSearch } from '../src/people/search.ts';

const program = (name: string, startDate: string, endDate: string) => ({ name, startDate, endDate });
const blueRidge = program('Blue Ridge', '2026-11-16', '2026-11-22');
const lakeshore = program('Lakeshore', '2027-06-20', '2027-06-26');
const cedar = program('Cedar Lake 1', '2026-06-07', '2026-06-13');
const maple = program('Maple Lake 1', '2026-06-14', '2026-06-20');
const aspen = program('Aspen Creek 1', '2026-11-16', '2026-11-22');
const willow = program('Willow Hollow 1', '2026-11-19', '2026-11-19');
const heron = program('Héron Bay 2', '2026-12-01', '2026-12-07');

const names = (groups: { when: string; programs: { name: string }[] }[]) => groups.map((g) => [g.when, g.programs.map((p) => p.name)]);

describe('the admin program chooser', () => {
  it('says a program runs today from its first day to its last, both included', () => {
    expect(programWhen(blueRidge, '2026-11-15')).toBe('upcoming');
    expect(programWhen(blueRidge, '2026-11-16')).toBe('today');
    expect(programWhen(blueRidge, '2026-11-22')).toBe('today');
    expect(programWhen(blueRidge, '2026-11-23')).toBe('past');
    expect(programWhen(willow, '2026-11-19')).toBe('today');
  });

  it('puts the programs running today first, then the soonest to come, then the latest ended', () => {
    const all = [lakeshore, cedar, heron, blueRidge, maple, willow, aspen];
    expect(names(orderedPrograms(all, '2026-11-19', ''))).toEqual([
      ['today', ['Aspen Creek 1', 'Blue Ridge', 'Willow Hollow 1']],
      ['upcoming', ['Héron Bay 2', 'Lakeshore']],
      ['past', ['Maple Lake 1', 'Cedar Lake 1']],
    ]);
    expect(runningToday(all, '2026-11-19')).toEqual(['Aspen Creek 1', 'Blue Ridge', 'Willow Hollow 1']);
    expect(runningToday(all, '2026-11-23')).toEqual([]);
    expect(names(orderedPrograms(all, '2026-11-23', ''))).toEqual([
      ['upcoming', ['Héron Bay 2', 'Lakeshore']],
      ['past', ['Aspen Creek 1', 'Blue Ridge', 'Willow Hollow 1', 'Maple Lake 1', 'Cedar Lake 1']],
    ]);
  });

  it('narrows by every word of the search, anywhere in the name, case and accents aside', () => {
    expect(matchesSearch('Cedar Lake 1', 'lake')).toBe(true);
    expect(matchesSearch('Cedar Lake 1', 'LAKE 1')).toBe(true);
    expect(matchesSearch('Cedar Lake 1', '1 cedar')).toBe(true);
    expect(matchesSearch('Cedar Lake 1', 'ced')).toBe(true);
    expect(matchesSearch('Cedar Lake 1', 'cedar creek')).toBe(false);
    expect(matchesSearch('Héron Bay 2', 'heron')).toBe(true);
    expect(matchesSearch('Heron Bay 2', 'Héron')).toBe(true);
    expect(matchesSearch('Blue Ridge', '   ')).toBe(true);
    const all = [lakeshore, cedar, heron, blueRidge, maple, willow, aspen];
    expect(names(orderedPrograms(all, '2026-11-19', 'lake'))).toEqual([
      ['upcoming', ['Lakeshore']],
      ['past', ['Maple Lake 1', 'Cedar Lake 1']],
    ]);
    expect(orderedPrograms(all, '2026-11-19', 'Lakeside')).toEqual([]);
  });
});
