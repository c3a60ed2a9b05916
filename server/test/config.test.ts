import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has the demo defaults of the README', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'data/pals.db',
      workbook: 'data/demo',
      demo: true,
      syncIntervalMinutes: 10,
      google: null,
      smsProvider: 'log',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT: /],
    [{ PORT: '70000' }, /^PORT: /],
    [{ SYNC_INTERVAL_MINUTES: '0' }, /^SYNC_INTERVAL_MINUTES: /],
    [{ PALS_DEMO: 'maybe' }, /^PALS_DEMO: /],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, /^SMS_PROVIDER: /],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, /^GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither$/],
    [{ PALS_WORKBOOK: 'gsheet:abc' }, /^GOOGLE_SERVICE_ACCOUNT_JSON: PALS_WORKBOOK is a Google Sheet/],
    [{ PALS_WORKBOOK: 'https://example.org/x' }, /^PALS_WORKBOOK: /],
    [{ SMS_PROVIDER: 'twilio' }, /^TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN: /],
  ])('stops with one line naming the variable for %j', (env, line) => {
    expect(() => loadConfig(env)).toThrow(line);
  });

  it('refuses demo sign-in beside Google sign-in', () => {
    expect(() => loadConfig({ PALS_DEMO: '1', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(
      /^PALS_DEMO: demo sign-in cannot run beside Google sign-in/,
    );
  });

  it('turns demo off by default once Google sign-in is set up', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).demo).toBe(false);
  });

  it('trusts no proxy unless TRUST_PROXY names their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const value of ['1', 'true', 'proxy.example', '10.0.0.0/99'])
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /^TRUST_PROXY: give the addresses of the proxies in front of the app, e.g. 127.0.0.1 or 10.0.0.5,10.1.0.0\/16 \(got /,
      );
  });

  it('answers the loopback names on a loopback HOST, and PUBLIC_URL and ALLOWED_HOSTS names beside them', () => {
    expect(loadConfig({}).hosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(loadConfig({ HOST: '::1' }).hosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(
      loadConfig({ PUBLIC_URL: 'https://Camp.Example.org/', ALLOWED_HOSTS: 'pals.example.org, 10.0.0.5,[2001:db8::1],::2' }).hosts,
    ).toEqual(['localhost', '127.0.0.1', '[::1]', 'camp.example.org', 'pals.example.org', '10.0.0.5', '[2001:db8::1]', '[::2]']);
    // A HOST of one address answers that address; one that listens everywhere, this machine's own.
    expect(loadConfig({ HOST: '192.168.1.5', PALS_DEMO: '1' }).hosts).toEqual(['192.168.1.5']);
    expect(loadConfig({ HOST: '0.0.0.0', PALS_DEMO: '1' }).hosts).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', '[::1]']));
  });

  it.each([
    [
      { ALLOWED_HOSTS: 'https://camp.example.org' },
      /^ALLOWED_HOSTS: give the host names people open the app at, without https:\/\/ or a port/,
    ],
    [{ ALLOWED_HOSTS: 'camp.example.org:443' }, /^ALLOWED_HOSTS: /],
    [{ ALLOWED_HOSTS: 'camp example' }, /^ALLOWED_HOSTS: /],
    [{ ALLOWED_HOSTS: '*.example.org' }, /^ALLOWED_HOSTS: /],
    [{ ALLOWED_HOSTS: 'a,,b' }, /^ALLOWED_HOSTS: /],
    [
      { PUBLIC_URL: 'https://camp.example.org/pals' },
      /^PUBLIC_URL: give the address people open the app at, e.g. https:\/\/camp.example.org, with no path/,
    ],
    [{ PUBLIC_URL: 'ftp://camp.example.org' }, /^PUBLIC_URL: /],
    [{ PUBLIC_URL: 'camp.example.org' }, /^PUBLIC_URL: /],
    [
      { NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' },
      /^PUBLIC_URL: production with Google sign-in needs the address people open the app at/,
    ],
  ])('stops with one line naming the host setting for %j', (env, line) => {
    expect(() => loadConfig(env)).toThrow(line);
  });

  it('starts production with Google sign-in once it knows its address', () => {
    const google = { NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ ...google, PUBLIC_URL: 'https://camp.example.org' }).hosts).toContain('camp.example.org');
    expect(loadConfig({ ...google, ALLOWED_HOSTS: 'camp.example.org' }).hosts).toContain('camp.example.org');
  });

  it('starts demo mode by itself only on a loopback address with texts only recorded', () => {
    expect(loadConfig({ HOST: '127.0.0.1' }).demo).toBe(true);
    expect(loadConfig({ HOST: 'localhost' }).demo).toBe(true);
    expect(loadConfig({ HOST: '::1' }).demo).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0', PALS_DEMO: '1' }).demo).toBe(true);
    const twilio = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+14125550100' };
    expect(() => loadConfig(twilio)).toThrow(/^GOOGLE_CLIENT_ID: staff could not sign in on 127.0.0.1: /);
    expect(loadConfig({ ...twilio, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).demo).toBe(false);
    expect(() => loadConfig({ ...twilio, PALS_DEMO: '1' })).toThrow(
      /^PALS_DEMO: demo sign-in cannot run beside real texts \(SMS_PROVIDER=twilio\): anyone could sign in as an Administrator and text any number; unset PALS_DEMO or use SMS_PROVIDER=log$/,
    );
  });

  it('refuses to start with no way to sign in: not on loopback, no Google sign-in, no PALS_DEMO', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
      /^GOOGLE_CLIENT_ID: staff could not sign in on 0.0.0.0: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or PALS_DEMO=1 for a demo anyone on the network may use$/,
    );
  });

  it('refuses production without demo mode and without Google credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^GOOGLE_CLIENT_ID: production needs Google sign-in/);
    expect(loadConfig({ NODE_ENV: 'production', PALS_DEMO: '1' }).demo).toBe(true);
  });
});
