// docs/offline.md "Installing and opening offline" and "Updates": when an open tab asks for a new version (every
// 45 s in front, never behind, at once back in front or online), when the worker starts (the first
// screen's calls answered, 3 s at most), and the one time the person is told the app works offline.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const registerServiceWorker = vi.fn();
vi.mock('../src/app/registerServiceWorker.ts', () => ({ registerServiceWorker }));

let visibility: DocumentVisibilityState = 'visible';
let online = true;
const appUpdate = () => import('../src/app/appUpdate.ts');

/** A registration whose asks for a new worker are counted. */
const fakeRegistration = () =>
  ({ update: vi.fn(() => Promise.resolve()) }) as unknown as ServiceWorkerRegistration & { update: ReturnType<typeof vi.fn> };

function setVisible(visible: boolean) {
  visibility = visible ? 'visible' : 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  visibility = 'visible';
  online = true;
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  registerServiceWorker.mockClear();
});

describe('an open tab asks for a new version', () => {
  it('every 45 s while it is in front, nothing while it is behind, and at once when it is in front again', async () => {
    const { registered } = await appUpdate();
    const registration = fakeRegistration();
    registered(registration);
    vi.advanceTimersByTime(44_999);
    expect(registration.update).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(45_000);
    expect(registration.update).toHaveBeenCalledTimes(2);

    setVisible(false);
    vi.advanceTimersByTime(30 * 60_000);
    expect(registration.update).toHaveBeenCalledTimes(2);
    setVisible(true);
    expect(registration.update).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(45_000);
    expect(registration.update).toHaveBeenCalledTimes(4);
  });

  it('not offline; at once when the connection is back; and no more once a new version waits', async () => {
    const { registered, offerUpdate } = await appUpdate();
    const registration = fakeRegistration();
    registered(registration);
    online = false;
    vi.advanceTimersByTime(90_000);
    expect(registration.update).toHaveBeenCalledTimes(0);
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(registration.update).toHaveBeenCalledTimes(1);

    offerUpdate(() => undefined);
    vi.advanceTimersByTime(10 * 60_000);
    setVisible(true);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('on a screen change at most once a minute', async () => {
    const { registered, checkForUpdate } = await appUpdate();
    const registration = fakeRegistration();
    setVisible(false);
    registered(registration);
    checkForUpdate();
    vi.advanceTimersByTime(59_999);
    checkForUpdate();
    expect(registration.update).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    checkForUpdate();
    checkForUpdate();
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});

describe('the service worker starts', () => {
  beforeEach(() => {
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('once the first screen’s calls have been answered (a moment with none in flight), not a fixed 3 s later', async () => {
    const { startServiceWorker } = await appUpdate();
    let inFlight = 2;
    startServiceWorker(() => inFlight);
    await vi.advanceTimersByTimeAsync(600);
    expect(registerServiceWorker).not.toHaveBeenCalled();
    inFlight = 0;
    // Three looks 100 ms apart find none in flight.
    await vi.advanceTimersByTimeAsync(200);
    expect(registerServiceWorker).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(5_000);
    startServiceWorker(() => 0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(registerServiceWorker).toHaveBeenCalledTimes(1);
  });

  it('3 s after the first screen at the latest, when its calls are still not answered', async () => {
    const { startServiceWorker } = await appUpdate();
    startServiceWorker(() => 1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(registerServiceWorker).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));
  });
});

describe('the app now works without signal', () => {
  it('is said the first time on this phone, and never again, even after the page loads anew', async () => {
    const first = await appUpdate();
    const seen: boolean[] = [];
    const { result } = renderHook(() => first.useOfflineReady());
    seen.push(result.current);
    act(() => first.announceOfflineReady());
    seen.push(result.current);
    act(() => first.dismissOfflineReady());
    seen.push(result.current);
    expect(seen).toEqual([false, true, false]);

    vi.resetModules();
    const next = await appUpdate();
    next.announceOfflineReady();
    const again = renderHook(() => next.useOfflineReady());
    expect(again.result.current).toBe(false);
  });
});
