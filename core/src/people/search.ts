// A search box's rule, wherever a list is narrowed by what is typed (the admin's programs, the demo's
// staff): every word typed is in the text, anywhere and in any order, case and accents aside.

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** "lake 1" finds "Cedar Lake 1", "ile" finds "Île"; a search of nothing but spaces finds everything. */
export function matchesSearch(text: string, search: string): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  const inText = folded(text);
  return words.every((word) => inText.includes(word));
}
