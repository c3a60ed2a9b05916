import { describe, expect, it } from 'vitest';
import { distanceKm, filterRooms, findZip, nearestHub } from '../src/support/rules.ts';

const rooms = ['Cabin 1', 'Cabin 12', 'Lodge 10', 'Birch Hall 2', 'Art Barn'];

describe('room search', () => {
  it('lists nothing until the query has 3 characters as typed, spaces counted, one of them not a space', () => {
    expect(filterRooms(rooms, 'ca')).toEqual([]);
    expect(filterRooms(rooms, 'ca ')).toEqual(['Cabin 1', 'Cabin 12']);
    expect(filterRooms(rooms, '  ca ')).toEqual(['Cabin 1', 'Cabin 12']);
    expect(filterRooms(rooms, '   ')).toEqual([]);
    expect(filterRooms(rooms, 'cab')).toEqual(['Cabin 1', 'Cabin 12']);
  });

  it('matches any part of the name, ignoring case', () => {
    expect(filterRooms(rooms, 'ARN')).toEqual(['Art Barn']);
    expect(filterRooms(rooms, 'in 1')).toEqual(['Cabin 1', 'Cabin 12']);
    expect(filterRooms(rooms, 'hall 3')).toEqual([]);
  });
});

describe('finding the ZIP code in an address', () => {
  it.each([
    ['5000 Forbes Ave, Pittsburgh, PA 15213', '15213'],
    ['5000 Forbes Ave, Pittsburgh, PA 15213-3890', '15213'],
    ['12345 Main St Apt 67890, Springfield IL 62701', '62701'],
    ['PO Box 12, 20001', '20001'],
    ['12 Elm Street, Springfield', null],
    ['Call 412-555-0134', null],
    ['123456 Long Number Rd', null],
  ])('%s → %s', (address, zip) => {
    expect(findZip(address)).toBe(zip);
  });
});

describe('nearest hub', () => {
  const pittsburgh = { name: 'Pittsburgh Hub', latitude: 40.4406, longitude: -79.9959 };
  const philadelphia = { name: 'Philadelphia Hub', latitude: 39.9526, longitude: -75.1652 };
  const charlotte = { name: 'Charlotte Hub', latitude: 35.2271, longitude: -80.8431 };

  it('picks the closest hub by distance on the globe', () => {
    const harrisburg = { latitude: 40.2732, longitude: -76.8867 };
    expect(nearestHub(harrisburg, [pittsburgh, philadelphia, charlotte])?.name).toBe('Philadelphia Hub');
    const morgantown = { latitude: 39.6295, longitude: -79.9559 };
    expect(nearestHub(morgantown, [pittsburgh, philadelphia, charlotte])?.name).toBe('Pittsburgh Hub');
  });

  it('answers null when there are no hubs', () => {
    expect(nearestHub({ latitude: 0, longitude: 0 }, [])).toBeNull();
  });

  it('measures Pittsburgh to Philadelphia as about 411 km', () => {
    expect(distanceKm(pittsburgh, philadelphia)).toBeGreaterThan(400);
    expect(distanceKm(pittsburgh, philadelphia)).toBeLessThan(420);
  });
});
