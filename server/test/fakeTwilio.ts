// A local server that speaks Twilio's Messages API: form-encoded POST with basic auth, 201 with a
// message SID, and Twilio's error answers, chosen by the recipient's number.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const twilioAccount = { sid: 'AC00000000000000000000000000000001', token: 'test-token' };

export const twilioNumbers = {
  invalid: '+14125550190',
  unsubscribed: '+14125550191',
  busy: '+14125550192',
  broken: '+14125550193',
  slow: '+14125550194',
} as const;

export interface FakeTwilio {
  baseUrl: string;
  received: { to: string; body: string; from: string | undefined }[];
  /** Twilio down in the worst way: every request is taken and never answered. */
  hanging: boolean;
  close(): Promise<void>;
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const received: FakeTwilio['received'] = [];
  let next = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const json = (status: number, value: unknown) => {
        if (!res.writableEnded) {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(value));
        }
      };
      const expectedAuth = `Basic ${Buffer.from(`${twilioAccount.sid}:${twilioAccount.token}`).toString('base64')}`;
      if (req.url !== `/2010-04-01/Accounts/${twilioAccount.sid}/Messages.json` || req.method !== 'POST') return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      if (req.headers.authorization !== expectedAuth) return json(401, { code: 20003, message: 'Authenticate', status: 401 });
      const form = new URLSearchParams(raw);
      const to = form.get('To') ?? '';
      received.push({ to, body: form.get('Body') ?? '', from: form.get('From') ?? undefined });
      if (fake.hanging) return;
      if (to === twilioNumbers.invalid) return json(400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 });
      if (to === twilioNumbers.unsubscribed) return json(400, { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 });
      if (to === twilioNumbers.busy) return json(429, { code: 20429, message: 'Too Many Requests', status: 429 });
      if (to === twilioNumbers.broken) return json(500, { code: 20500, message: 'Internal Server Error', status: 500 });
      if (to === twilioNumbers.slow) return void setTimeout(() => json(201, { sid: 'SMslow', status: 'queued' }), 4000);
      next += 1;
      json(201, { sid: `SM${String(next).padStart(32, '0')}`, status: 'queued', to, body: form.get('Body') });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeTwilio = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    hanging: false,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
