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
    expect(() => loadConfig({ PALS_DEMO: '1', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(/^PALS_DEMO: demo sign-in cannot run beside Google sign-in/);
  });

  it('turns demo off by default once Google sign-in is set up', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).demo).toBe(false);
  });

  it('refuses production without demo mode and without Google credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^GOOGLE_CLIENT_ID: production needs Google sign-in/);
    expect(loadConfig({ NODE_ENV: 'production', PALS_DEMO: '1' }).demo).toBe(true);
  });
});
