// A local server that speaks Twilio's Messages API both ways: form-encoded POST with basic auth,
// 201 with a message SID, and Twilio's error answers, chosen by the recipient's number; then, as
// Twilio does, it posts each message's statuses to the StatusCallback it was given (in the order a
// test scripts, duplicates and late ones included), and posts texts "people send" to the app's
// inbound URL, each signed with X-Twilio-Signature as Twilio documents it (computed here by hand,
// so the app's check, Twilio's own helper, is tested against an independent signer). It lists the
// messages it took as Twilio's GET …/Messages.json does, filtered by To, From and DateSent, and one
// message's latest status (GET …/Messages/{sid}.json). For the setup check it answers the Account
// resource (GET …/Accounts/{sid}.json), the account's IncomingPhoneNumbers (filtered by PhoneNumber),
// and the Messaging Services API (GET /v1/Services/{sid} and its PhoneNumbers), in Twilio's shapes.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TwilioSettings } from '../src/texts/twilio.ts';

export const twilioAccount = { sid: 'AC00000000000000000000000000000001', token: 'test-token' };

/** The app's Twilio settings for this stand-in: its account, the camp's From number, and `more`. */
export const twilioSettingsFor = (fake: { baseUrl: string }, more: Partial<TwilioSettings> = {}): TwilioSettings => ({
  baseUrl: fake.baseUrl,
  accountSid: twilioAccount.sid,
  authToken: twilioAccount.token,
  from: { number: '+14125550100' },
  ...more,
});

export const twilioNumbers = {
  invalid: '+14125550190',
  unsubscribed: '+14125550191',
  busy: '+14125550192',
  broken: '+14125550193',
  slow: '+14125550194',
} as const;

/** Twilio's signature: HMAC-SHA1 with the auth token over the URL followed by each form field's
 * name and value, sorted by name; base64. */
export function twilioSignature(token: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', token).update(data, 'utf8').digest('base64');
}

/** A signed form POST as Twilio makes one; `sign` changes what is signed (a wrong token or URL) or leaves it unsigned. */
export async function postSigned(
  url: string,
  params: Record<string, string>,
  sign: { token?: string; url?: string } | 'unsigned' = {},
): Promise<number> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'TwilioProxy/1.1' };
  if (sign !== 'unsigned') headers['x-twilio-signature'] = twilioSignature(sign.token ?? twilioAccount.token, sign.url ?? url, params);
  const response = await fetch(url, { method: 'POST', headers, body: new URLSearchParams(params) });
  return response.status;
}

type StatusStep = [status: string, errorCode?: number];

/** A number of the account, as the test sets it up; answered in IncomingPhoneNumbers' full shape. */
interface FakeNumber {
  phone_number: string;
  sms: boolean;
  /** "A message comes in": '' when not set, as Twilio answers it. */
  sms_url: string;
  sms_method?: 'POST' | 'GET';
}

/** A Messaging Service of the account: its inbound webhook and its sender pool. */
interface FakeService {
  friendly_name: string;
  inbound_request_url: string | null;
  use_inbound_webhook_on_number: boolean;
  numbers: FakeNumber[];
}

export interface FakeTwilio {
  baseUrl: string;
  received: { to: string; body: string; from: string | undefined; statusCallback: string | undefined; sid: string | null; at: number }[];
  /** Every query of its message list (GET), as the query string. */
  listed: string[];
  /** The statuses posted for a message to this number, in this order; sent then delivered by default. */
  statusScript: Map<string, StatusStep[]>;
  /** Every status callback posted and the app's answer. */
  callbacks: { sid: string; status: string; answer: number }[];
  /** Resolves once every status callback started so far has been answered. */
  settled(): Promise<void>;
  /** A person texts the camp's number: posted to the app's inbound URL, signed. */
  textIn(appUrl: string, from: string, body: string, sid?: string): Promise<number>;
  /** Twilio down in the worst way: every request is taken and never answered. */
  hanging: boolean;
  /** As Twilio's account limit: past this many messages in the last second, 429 (Twilio 20429); null: no limit. */
  perSecond: number | null;
  /** Every this-many-th message is refused with 429 whatever the rate, as a busy Twilio does now and then; null: never. */
  refuseEvery: number | null;
  /** How long each message takes to answer, in ms. */
  answerMs: number;
  /** When each request for a message arrived (ms), refused ones included. */
  arrivals: number[];
  /** The account as its resource answers: Full and active unless a test says otherwise. */
  account: { friendly_name: string; status: 'active' | 'suspended' | 'closed'; type: 'Full' | 'Trial' };
  /** The account's phone numbers: the camp's number +14125550100, able to text, by default. */
  numbers: FakeNumber[];
  /** Messaging Services by SID (MG…). */
  services: Map<string, FakeService>;
  close(): Promise<void>;
}

const notFound = (path: string) => ({
  code: 20404,
  message: `The requested resource ${path} was not found`,
  more_info: 'https://www.twilio.com/docs/errors/20404',
  status: 404,
});

/** One IncomingPhoneNumber as Twilio answers it (the fields beside the ones the test sets as Twilio fills them). */
function incomingNumber(number: FakeNumber, index: number) {
  const sid = `PN${String(index + 1).padStart(32, '0')}`;
  const digits = number.phone_number.replace(/^\+1/, '');
  return {
    account_sid: twilioAccount.sid,
    address_requirements: 'none',
    api_version: '2010-04-01',
    beta: false,
    capabilities: { fax: false, mms: number.sms, sms: number.sms, voice: true },
    date_created: 'Thu, 30 Jul 2026 20:12:31 +0000',
    date_updated: 'Thu, 30 Jul 2026 20:12:33 +0000',
    friendly_name: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    identity_sid: null,
    phone_number: number.phone_number,
    origin: 'twilio',
    sid,
    sms_application_sid: '',
    sms_fallback_method: 'POST',
    sms_fallback_url: '',
    sms_method: number.sms_method ?? 'POST',
    sms_url: number.sms_url,
    status_callback: '',
    status_callback_method: 'POST',
    trunk_sid: null,
    uri: `/2010-04-01/Accounts/${twilioAccount.sid}/IncomingPhoneNumbers/${sid}.json`,
    voice_method: 'POST',
    voice_url: '',
    status: 'in-use',
  };
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const received: FakeTwilio['received'] = [];
  const inFlight = new Set<Promise<void>>();
  let next = 0;
  let inboundNext = 0;
  /** When the messages of the last second were taken, for `perSecond`. */
  const taken: number[] = [];
  const postStatuses = (sid: string, to: string, url: string) => {
    const steps = fake.statusScript.get(to) ?? [['sent'], ['delivered']];
    const run = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (const [status, errorCode] of steps) {
        const params: Record<string, string> = {
          AccountSid: twilioAccount.sid,
          MessageSid: sid,
          SmsSid: sid,
          MessageStatus: status,
          SmsStatus: status,
          To: to,
          From: '+14125550100',
          ApiVersion: '2010-04-01',
        };
        if (errorCode !== undefined) params.ErrorCode = String(errorCode);
        // An app that has stopped answers nothing, as for Twilio; the callback is then lost.
        fake.callbacks.push({ sid, status, answer: await postSigned(url, params).catch(() => 0) });
      }
    })();
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  };
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
      const [path, query = ''] = (req.url ?? '').split('?');
      const listing = req.method === 'GET';
      const accountPath = `/2010-04-01/Accounts/${twilioAccount.sid}`;
      const setupRead =
        req.method === 'GET' &&
        (path === `${accountPath}.json` || path === `${accountPath}/IncomingPhoneNumbers.json` || path?.startsWith('/v1/Services/'));
      if (setupRead && req.headers.authorization !== expectedAuth)
        return json(401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
      if (setupRead && path === `${accountPath}.json`)
        return json(200, {
          auth_token: twilioAccount.token,
          date_created: 'Thu, 30 Jul 2026 20:00:00 +0000',
          date_updated: 'Thu, 30 Jul 2026 20:00:00 +0000',
          friendly_name: fake.account.friendly_name,
          owner_account_sid: twilioAccount.sid,
          sid: twilioAccount.sid,
          status: fake.account.status,
          subresource_uris: {
            incoming_phone_numbers: `${accountPath}/IncomingPhoneNumbers.json`,
            messages: `${accountPath}/Messages.json`,
          },
          type: fake.account.type,
          uri: `${accountPath}.json`,
        });
      if (setupRead && path === `${accountPath}/IncomingPhoneNumbers.json`) {
        const params = new URLSearchParams(query);
        const wanted = params.get('PhoneNumber');
        const pageSize = Number(params.get('PageSize') ?? 50);
        const numbers = fake.numbers
          .map(incomingNumber)
          .filter((n) => !wanted || n.phone_number === wanted)
          .slice(0, pageSize);
        const uri = `${accountPath}/IncomingPhoneNumbers.json?${params}`;
        return json(200, {
          end: Math.max(numbers.length - 1, 0),
          first_page_uri: uri,
          incoming_phone_numbers: numbers,
          next_page_uri: null,
          page: 0,
          page_size: pageSize,
          previous_page_uri: null,
          start: 0,
          uri,
        });
      }
      const service = setupRead ? /^\/v1\/Services\/(MG[0-9a-f]+)(\/PhoneNumbers)?$/i.exec(path ?? '') : null;
      if (setupRead) {
        const found = service ? fake.services.get(service[1]!) : undefined;
        if (!service || !found) return json(404, notFound(path?.replace(/^\/v1/, '') ?? ''));
        const sid = service[1]!;
        if (service[2])
          return json(200, {
            phone_numbers: found.numbers.map((number, index) => ({
              sid: incomingNumber(number, index).sid,
              account_sid: twilioAccount.sid,
              service_sid: sid,
              date_created: '2026-07-30T20:12:31Z',
              date_updated: '2026-07-30T20:12:33Z',
              phone_number: number.phone_number,
              country_code: 'US',
              capabilities: number.sms ? ['MMS', 'SMS', 'Voice'] : ['Voice'],
              url: `https://messaging.twilio.com/v1/Services/${sid}/PhoneNumbers/${incomingNumber(number, index).sid}`,
            })),
            meta: {
              page: 0,
              page_size: 50,
              first_page_url: '',
              previous_page_url: null,
              url: '',
              next_page_url: null,
              key: 'phone_numbers',
            },
          });
        return json(200, {
          sid,
          account_sid: twilioAccount.sid,
          friendly_name: found.friendly_name,
          inbound_request_url: found.inbound_request_url,
          inbound_method: 'POST',
          fallback_url: null,
          fallback_method: 'POST',
          status_callback: null,
          sticky_sender: true,
          smart_encoding: true,
          mms_converter: true,
          fallback_to_long_code: true,
          area_code_geomatch: true,
          validity_period: 14400,
          synchronous_validation: true,
          usecase: 'notifications',
          us_app_to_person_registered: true,
          use_inbound_webhook_on_number: found.use_inbound_webhook_on_number,
          url: `https://messaging.twilio.com/v1/Services/${sid}`,
        });
      }
      // One message, as Twilio answers it: its latest status (the last of its script).
      const one = new RegExp(`^/2010-04-01/Accounts/${twilioAccount.sid}/Messages/(SM[0-9a-z]+)\\.json$`).exec(path ?? '');
      if (one && req.method === 'GET' && req.headers.authorization === expectedAuth) {
        const message = received.find((m) => m.sid === one[1]);
        if (!message) return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
        const [status, errorCode] = (fake.statusScript.get(message.to) ?? [['sent'], ['delivered']]).at(-1)!;
        return json(200, { sid: message.sid, to: message.to, body: message.body, status, error_code: errorCode ?? null });
      }
      if (path !== `/2010-04-01/Accounts/${twilioAccount.sid}/Messages.json` || !(listing || req.method === 'POST'))
        return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      if (req.headers.authorization !== expectedAuth) return json(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (listing) return json(200, listOf(new URLSearchParams(query)));
      const form = new URLSearchParams(raw);
      const to = form.get('To') ?? '';
      const statusCallback = form.get('StatusCallback') ?? undefined;
      const now = Date.now();
      const entry = {
        to,
        body: form.get('Body') ?? '',
        from: form.get('From') ?? undefined,
        statusCallback,
        sid: null as string | null,
        at: now,
      };
      fake.arrivals.push(now);
      received.push(entry);
      if (fake.hanging) return;
      if (fake.refuseEvery !== null && fake.arrivals.length % fake.refuseEvery === 0)
        return json(429, { code: 20429, message: 'Too Many Requests', status: 429 });
      if (fake.perSecond !== null) {
        while (taken.length > 0 && taken[0]! <= now - 1000) taken.shift();
        if (taken.length >= fake.perSecond) return json(429, { code: 20429, message: 'Too Many Requests', status: 429 });
        taken.push(now);
      }
      if (to === twilioNumbers.invalid)
        return json(400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 });
      if (to === twilioNumbers.unsubscribed)
        return json(400, { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 });
      if (to === twilioNumbers.busy) return json(429, { code: 20429, message: 'Too Many Requests', status: 429 });
      if (to === twilioNumbers.broken) return json(500, { code: 20500, message: 'Internal Server Error', status: 500 });
      if (to === twilioNumbers.slow) return void setTimeout(() => json(201, { sid: 'SMslow', status: 'queued' }), 4000);
      next += 1;
      const sid = `SM${String(next).padStart(32, '0')}`;
      entry.sid = sid;
      const answer = () => json(201, { sid, status: 'queued', to, body: form.get('Body') });
      if (fake.answerMs > 0) setTimeout(answer, fake.answerMs);
      else answer();
      // As Twilio does: the callbacks come after the answer, each on its own request.
      if (statusCallback) postStatuses(sid, to, statusCallback);
    });
  });
  /** Twilio's list of messages: the ones it took (a SID given), newest first, filtered as Twilio
   * filters (To and From exactly, `DateSent>` a day or later); `date_created` in RFC 2822, as Twilio writes it. */
  const listOf = (query: URLSearchParams) => {
    fake.listed.push(query.toString());
    const to = query.get('To');
    const from = query.get('From');
    const sentFrom = query.get('DateSent>');
    const messages = received
      .filter((m) => m.sid !== null && (!to || m.to === to) && (!from || m.from === from))
      .filter((m) => !sentFrom || new Date(m.at).toISOString().slice(0, 10) >= sentFrom)
      .reverse()
      .slice(0, Number(query.get('PageSize') ?? 50))
      .map((m) => {
        const date = new Date(m.at).toUTCString().replace('GMT', '+0000');
        return {
          sid: m.sid,
          to: m.to,
          from: m.from,
          body: m.body,
          status: 'sent',
          direction: 'outbound-api',
          date_created: date,
          date_sent: date,
        };
      });
    return { messages, next_page_uri: null, page: 0, page_size: messages.length };
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeTwilio = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    listed: [],
    statusScript: new Map(),
    callbacks: [],
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    textIn(appUrl, from, body, sid) {
      inboundNext += 1;
      const messageSid = sid ?? `SMin${String(inboundNext).padStart(30, '0')}`;
      const params = {
        AccountSid: twilioAccount.sid,
        MessageSid: messageSid,
        SmsMessageSid: messageSid,
        From: from,
        To: '+14125550100',
        Body: body,
        NumMedia: '0',
        ApiVersion: '2010-04-01',
      };
      return postSigned(`${appUrl}/api/twilio/inbound`, params);
    },
    hanging: false,
    perSecond: null,
    refuseEvery: null,
    answerMs: 0,
    arrivals: [],
    account: { friendly_name: 'PALS camp', status: 'active', type: 'Full' },
    numbers: [{ phone_number: '+14125550100', sms: true, sms_url: '' }],
    services: new Map(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
