// docs/offline.md "Installing and opening offline": while the worker installs, the page fetches the build's
// hashed files side by side, read from the worker's own list, so the worker finds them in the
// browser's cache instead of fetching them one round trip at a time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBuildSideBySide } from '../src/app/fetchBuildSideBySide.ts';

/** The start of a /sw.js as vite-plugin-pwa's generateSW writes it (this build's, shortened). */
const worker =
  'define(["./workbox-9c191d2f"],function(s){"use strict";s.clientsClaim(),s.precacheAndRoute([' +
  '{url:"manifest.webmanifest",revision:"25689f6176647a98cb8f50b2023e6338"},{url:"index.html",revision:"4f8624a3e8880e1dfff542c58ced4d5d"},' +
  '{url:"icon-192.png",revision:"d10feed27934aad1b20dc633db0adb80"},{url:"assets/start-JNy0IADb.js",revision:null},' +
  '{url:"assets/shared-CHhGpbeQ.js",revision:null},{url:"assets/AdminRoutes-nlPlfymr.css",revision:null}],{}),s.cleanupOutdatedCaches()});';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the build fetched side by side', () => {
  it('asks for every hashed file of the worker’s list at once, not the files Workbox asks for afresh', async () => {
    const asked: string[] = [];
    let answered = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        if (url === '/sw.js') return new Response(worker);
        // None is answered before all are asked for: they go side by side.
        await vi.waitFor(() => expect(asked).toHaveLength(4));
        answered += 1;
        return new Response('file');
      }),
    );
    await fetchBuildSideBySide();
    expect(asked).toEqual(['/sw.js', '/assets/start-JNy0IADb.js', '/assets/shared-CHhGpbeQ.js', '/assets/AdminRoutes-nlPlfymr.css']);
    expect(answered).toBe(3);
  });

  it('leaves a file that cannot be had to the worker', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/sw.js') return new Response(worker);
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(fetchBuildSideBySide()).resolves.toBeUndefined();
  });
});
