// Support page rules (docs/product.md#limits, docs/product.md#limits): room search, and finding an address's hub.
import { limits } from '../limits.ts';

/** Whether the query is long enough to search: 3 characters as typed (SPEC counts what is typed,
 * a space too), of which at least one is not a space. */
export function searchesRooms(query: string): boolean {
  return query.length >= limits.roomSearchMinimum && query.trim() !== '';
}

/** Room names containing the query, ignoring case and the spaces around it; nothing until it searches. */
export function filterRooms(names: readonly string[], query: string): string[] {
  if (!searchesRooms(query)) return [];
  const wanted = query.trim().toLowerCase();
  return names.filter((name) => name.toLowerCase().includes(wanted));
}

/** The ZIP code of a US address: the last 5-digit number (ZIP+4 allowed), since street numbers come first. */
export function findZip(address: string): string | null {
  const matches = [...address.matchAll(/(?<!\d)(\d{5})(?:-\d{4})?(?!\d)/g)];
  return matches.at(-1)?.[1] ?? null;
}

export interface Place {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: Place, b: Place): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The nearest of the hubs to a place, or null when there are none. */
export function nearestHub<H extends Place>(place: Place, hubs: readonly H[]): H | null {
  let best: H | null = null;
  let bestDistance = Infinity;
  for (const hub of hubs) {
    const d = distanceKm(place, hub);
    if (d < bestDistance) [best, bestDistance] = [hub, d];
  }
  return best;
}
