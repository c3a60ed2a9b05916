// The scale generator's dice and names: a seeded generator (mulberry32), so the same seed gives the
// same camp every time, and fictional names, numbers and times built from it.

/** A generator of numbers in [0, 1) from a 32-bit seed; the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const firstNames = [
  'Ada',
  'Ben',
  'Cleo',
  'Dev',
  'Esme',
  'Finn',
  'Gia',
  'Hugo',
  'Iris',
  'Jonah',
  'Kira',
  'Luca',
  'Maya',
  'Nico',
  'Opal',
  'Pax',
  'Quinn',
  'Rosa',
  'Sol',
  'Tova',
  'Uma',
  'Vik',
  'Wren',
  'Xavi',
  'Yara',
  'Zane',
  'Aria',
  'Bo',
  'Cass',
  'Dara',
  'Eli',
  'Faye',
  'Gus',
  'Hana',
  'Ivo',
  'Jade',
  'Kai',
  'Lena',
  'Milo',
  'Nell',
];
const lastNames = [
  'Abbott',
  'Birch',
  'Calloway',
  'Dunmore',
  'Ellery',
  'Fairweather',
  'Greaves',
  'Holloway',
  'Ingram',
  'Juniper',
  'Kestrel',
  'Larkin',
  'Merriweather',
  'Northcott',
  'Oakhart',
  'Pembrook',
  'Quill',
  'Redfern',
  'Stowe',
  'Thistle',
  'Underhill',
  'Vane',
  'Whitlock',
  'Yardley',
  'Ashby',
  'Brightwater',
  'Copperfield',
  'Dewhurst',
  'Elmsworth',
  'Fenwick',
  'Glenholm',
  'Hartwell',
  'Ivers',
  'Jessop',
  'Kingsley',
  'Lowell',
  'Marlow',
  'Nettleton',
  'Osgood',
  'Pryor',
];

/** The `index`th name of a stream (people of one kind) in program `program`: unique within the
 * stream and program for index < 80 (the first name cycles through 40, the surname moves on by 13
 * each cycle). */
export function personName(program: number, stream: number, index: number): { given: string; full: string } {
  const given = firstNames[(program + stream * 11 + index) % firstNames.length]!;
  const surname = lastNames[(program * 7 + stream * 5 + index + Math.floor(index / firstNames.length) * 13) % lastNames.length]!;
  return { given, full: `${given} ${surname}` };
}

const areaCodes = ['202', '215', '301', '410', '412', '614', '703', '717', '724', '804'];

/** A fictional US number: 555-0100 to 555-0199 are set aside for fiction. */
export const fictionalPhone = (random: () => number) =>
  `(${pick(random, areaCodes)}) 555-01${String(Math.floor(random() * 100)).padStart(2, '0')}`;

const dayMs = 86_400_000;

/** YYYY-MM-DD, `days` after `date`. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** An ISO time on `date`, in camp hours (8:00 to 21:59 UTC), to the second. */
export function timeOn(random: () => number, date: string): string {
  const seconds = 8 * 3600 + Math.floor(random() * 14 * 3600);
  return new Date(Date.parse(`${date}T00:00:00Z`) + seconds * 1000).toISOString().replace('.000Z', 'Z');
}

/** A time-ordered id in UUID v7's shape, from a time and a counter instead of the clock and chance,
 * so it sorts as v7 ids do and the same seed gives the same ids. */
export function orderedId(time: string, counter: number): string {
  const ms = Date.parse(time).toString(16).padStart(12, '0');
  const n = counter.toString(16).padStart(18, '0');
  return `${ms.slice(0, 8)}-${ms.slice(8)}-7${n.slice(0, 3)}-8${n.slice(3, 6)}-${n.slice(6, 18)}`;
}
