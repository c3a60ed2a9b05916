// The support page's calls: room names, and the hub nearest an address (docs/product.md#calls).
import { api } from '@pals/core/api';
import { findZip, nearestHub } from '@pals/core/support/rules';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { listHubs, roomNamesOf } from '../db/programData.ts';
import { zipLocation } from './zipLocations.ts';
import { fail } from '../http/errors.ts';
import { serve } from '../http/route.ts';

export function supportRoutes(app: FastifyInstance, db: Db): void {
  serve(app, db, api.rooms, async ({ person }) => ({ names: person.program ? await roomNamesOf(db, person.program.name) : [] }));

  serve(app, db, api.hubs, async ({ body }) => {
    const zip = findZip(body.message);
    if (!zip) throw fail.badInput('Please add the 5-digit ZIP code to the address.', { message: 'no ZIP code found in the address' });
    const place = zipLocation(zip);
    if (!place)
      throw fail.badInput(`We don't know the ZIP code ${zip}. Please check it, or add the ZIP code of a nearby town.`, {
        message: 'unknown ZIP code',
      });
    const hubs = (await listHubs(db)).flatMap((hub) => {
      const at =
        hub.latitude !== null && hub.longitude !== null
          ? { latitude: hub.latitude, longitude: hub.longitude }
          : hub.zip
            ? zipLocation(hub.zip)
            : null;
      return at ? [{ name: hub.hub, ...at }] : [];
    });
    const hub = nearestHub(place, hubs);
    if (!hub) throw fail.unavailable('No hubs are set up yet. Please ask your program admin.');
    return { hub: hub.name };
  });
}
