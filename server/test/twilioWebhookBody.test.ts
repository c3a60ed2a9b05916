// Twilio's webhooks take only what Twilio sends (docs/deploy.md "Twilio"): form fields, signed. The same
// fields signed the same way but posted as JSON are refused (415) and store nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { twilioSignature } from './fakeTwilio.ts';
import { databases, origin, startApp, type TestApp } from './harness.ts';

const token = 'the-twilio-auth-token';
const publicUrl = 'https://camp.example.org';
const fields = { AccountSid: 'AC1', MessageSid: 'SMjson', MessageStatus: 'delivered' };

describe.each(databases)("Twilio's status webhook body on $name", ({ url }) => {
  let t: TestApp;
  afterEach(() => t.close());
  const post = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/twilio/status',
      headers: {
        'content-type': contentType,
        'x-twilio-signature': twilioSignature(token, `${publicUrl}/api/twilio/status`, fields),
        origin,
      },
      payload,
    });

  it('takes signed form fields; refuses the same fields signed the same way as JSON, storing nothing', async () => {
    t = await startApp(url, { twilioWebhooks: { authToken: token, publicUrl } });
    const json = await post('application/json', JSON.stringify(fields));
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toMatchObject({
      code: 'unsupported_media_type',
      message: "Twilio's calls are form fields (application/x-www-form-urlencoded); this one is not.",
    });
    expect(await t.db.selectFrom('text_deliveries').selectAll().execute()).toEqual([]);
    const form = await post('application/x-www-form-urlencoded', new URLSearchParams(fields).toString());
    expect(form.statusCode).toBe(204);
    expect(await t.db.selectFrom('text_deliveries').select(['message_sid', 'status']).execute()).toEqual([
      { message_sid: 'SMjson', status: 'delivered' },
    ]);
  });
});
