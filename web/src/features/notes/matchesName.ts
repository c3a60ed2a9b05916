// The picker's filter: any part of the shown name, big or small letters and accents alike, so 'jose'
// finds 'José' on a phone keyboard.
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

export function matchesName(shownName: string, query: string): boolean {
  return plain(shownName).includes(plain(query));
}
