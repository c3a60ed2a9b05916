// Twilio: the credentials (GET the Account resource), the From number or Messaging Service on the
// account and able to send SMS (IncomingPhoneNumbers with capabilities.sms; a Messaging Service's
// sender pool), and the webhooks: where the number sends texts people send, against PUBLIC_URL's
// address, and both webhook addresses answering as the app's (an unsigned call: 403 bad_signature).
import { twilioWebhooks } from '@pals/core/texts/calls';
import type { SetupLine } from '@pals/core/setupCheck/calls';
import type { TwilioSettings } from '../texts/shared.ts';
import { jsonOf, reach } from './outside.ts';

interface IncomingNumber {
  phone_number: string;
  capabilities?: { sms?: boolean };
  sms_url?: string | null;
  sms_method?: string | null;
}

interface MessagingService {
  friendly_name?: string;
  inbound_request_url?: string | null;
  inbound_method?: string | null;
  use_inbound_webhook_on_number?: boolean;
}

/** The Messaging Services API is on its own host; a test's stand-in serves both at its one address. */
const messagingBase = (base: string) =>
  /^https:\/\/api\.twilio\.com\/?$/.test(base) ? 'https://messaging.twilio.com' : base.replace(/\/$/, '');

const twilioConsole = 'the Twilio console';

export async function twilioLines(twilio: TwilioSettings | null, publicUrl: string | null, timeoutMs: number): Promise<SetupLine[]> {
  if (!twilio)
    return [
      {
        state: 'not set up',
        check: 'Texts',
        found: "SMS_PROVIDER is log: texts are written to the server's log, and none is sent.",
        todo: 'To send texts, set SMS_PROVIDER=twilio and the TWILIO_ settings (docs/deploy.md section 3).',
      },
    ];
  const base = twilio.baseUrl.replace(/\/$/, '');
  const headers = { authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}` };
  const get = (url: string) => reach(url, { headers }, timeoutMs);
  const notChecked = (check: string): SetupLine => ({
    state: 'not checked',
    check,
    found: 'Twilio did not accept the account, so this could not be asked.',
    todo: null,
  });
  const accountUrl = `${base}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}`;
  const account = await accountLine(await get(`${accountUrl}.json`), twilio.accountSid);
  if (account.state === 'problem' && !account.usable) return [account.line, notChecked('Twilio number'), notChecked('Twilio webhooks')];
  const sender =
    'number' in twilio.from
      ? await numberLines(get, accountUrl, twilio.from.number)
      : await serviceLines(get, messagingBase(twilio.baseUrl), twilio.from.messagingServiceSid);
  if (!sender.webhooks) return [account.line, sender.line, notChecked('Twilio webhooks')];
  return [account.line, sender.line, await webhooksLine(sender.webhooks, publicUrl, twilio.statusCallback ?? null, timeoutMs)];
}

type Get = (url: string) => ReturnType<typeof reach>;

async function accountLine(
  reached: Awaited<ReturnType<typeof reach>>,
  sid: string,
): Promise<{ line: SetupLine; state: 'ok' | 'problem'; usable: boolean }> {
  const check = 'Twilio account';
  const problem = (found: string, todo: string, usable = false) => ({
    line: { state: 'problem' as const, check, found, todo },
    state: 'problem' as const,
    usable,
  });
  if (!reached.ok) return problem(reached.why, 'Check that this server can make HTTPS calls out to api.twilio.com, then check again.');
  const { response } = reached;
  const answer = (await jsonOf(response)) as {
    status?: string;
    type?: string;
    friendly_name?: string;
    code?: number;
    message?: string;
  } | null;
  if (response.status === 401 || response.status === 404)
    return problem(
      `Twilio refused TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN (HTTP ${response.status}${answer?.code ? `, Twilio ${answer.code}` : ''}).`,
      `Copy the Account SID and the Auth Token from ${twilioConsole}'s Account Info into TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN (after rotating the token, the new one).`,
    );
  if (response.status !== 200 || !answer)
    return problem(
      `Twilio answered HTTP ${response.status} for the account.`,
      "Check again in a few minutes; Twilio's status page says when it is down.",
    );
  const name = answer.friendly_name ? ` ("${answer.friendly_name}")` : '';
  if (answer.status !== 'active')
    return problem(
      `The Twilio account ${sid}${name} is ${answer.status ?? 'not active'}: it sends nothing.`,
      `Reactivate the account in ${twilioConsole} (Billing).`,
    );
  if (answer.type === 'Trial')
    return problem(
      `The Twilio account ${sid}${name} is a trial account: it texts only the numbers verified on it.`,
      `Upgrade the account in ${twilioConsole} (Billing → Upgrade).`,
      true,
    );
  return {
    line: { state: 'ok', check, found: `Twilio accepts the account ${sid}${name}, and it is active.`, todo: null },
    state: 'ok',
    usable: true,
  };
}

/** Where texts people send come to: for the webhooks line. */
interface InboundSetting {
  /** "+14125550100" or "the Messaging Service MG…" */
  who: string;
  url: string | null;
  method: string | null;
  /** Where in Twilio's console that is set. */
  where: string;
  /** A Messaging Service that leaves it to each of its numbers: not read here. */
  perNumber?: boolean;
}

async function numberLines(get: Get, accountUrl: string, number: string): Promise<{ line: SetupLine; webhooks: InboundSetting | null }> {
  const check = 'Twilio number';
  const reached = await get(`${accountUrl}/IncomingPhoneNumbers.json?${new URLSearchParams({ PhoneNumber: number })}`);
  if (!reached.ok) return { line: { state: 'problem', check, found: reached.why, todo: 'Check again in a few minutes.' }, webhooks: null };
  const list = (await jsonOf(reached.response)) as { incoming_phone_numbers?: IncomingNumber[] } | null;
  const found = list?.incoming_phone_numbers?.find((n) => n.phone_number === number);
  if (!found) {
    const all = await get(`${accountUrl}/IncomingPhoneNumbers.json?PageSize=20`);
    const theirs = all.ok
      ? (((await jsonOf(all.response)) as { incoming_phone_numbers?: IncomingNumber[] } | null)?.incoming_phone_numbers ?? [])
      : [];
    const sms = theirs.filter((n) => n.capabilities?.sms).map((n) => n.phone_number);
    return {
      line: {
        state: 'problem',
        check,
        found: `TWILIO_FROM ${number} is not a number of this Twilio account. ${sms.length > 0 ? `Its numbers that can text: ${sms.join(', ')}.` : 'It has no number that can text.'}`,
        todo:
          sms.length > 0
            ? `Set TWILIO_FROM to the camp's number, one of ${sms.join(', ')} (${twilioConsole}: Phone Numbers → Manage → Active numbers), written + and the country code.`
            : `Buy a number that can send SMS in ${twilioConsole} (Phone Numbers → Buy a number), or set TWILIO_MESSAGING_SERVICE_SID.`,
      },
      webhooks: null,
    };
  }
  if (!found.capabilities?.sms)
    return {
      line: {
        state: 'problem',
        check,
        found: `${number} is a number of this Twilio account, but it cannot send SMS.`,
        todo: `Buy a number that can send SMS in ${twilioConsole}, and set TWILIO_FROM to it.`,
      },
      webhooks: null,
    };
  return {
    line: { state: 'ok', check, found: `${number} is a number of this Twilio account, and it can send SMS.`, todo: null },
    webhooks: {
      who: number,
      url: found.sms_url ?? null,
      method: found.sms_method ?? null,
      where: `${twilioConsole} → Phone Numbers → ${number} → Messaging configuration → "A message comes in"`,
    },
  };
}

async function serviceLines(get: Get, base: string, sid: string): Promise<{ line: SetupLine; webhooks: InboundSetting | null }> {
  const check = 'Twilio number';
  const service = await get(`${base}/v1/Services/${encodeURIComponent(sid)}`);
  if (!service.ok) return { line: { state: 'problem', check, found: service.why, todo: 'Check again in a few minutes.' }, webhooks: null };
  if (service.response.status === 404)
    return {
      line: {
        state: 'problem',
        check,
        found: `TWILIO_MESSAGING_SERVICE_SID ${sid} is not a Messaging Service of this Twilio account.`,
        todo: `Copy the Messaging Service's SID (MG…) from ${twilioConsole} → Messaging → Services into TWILIO_MESSAGING_SERVICE_SID.`,
      },
      webhooks: null,
    };
  const info = ((await jsonOf(service.response)) ?? {}) as MessagingService;
  const numbers = await get(`${base}/v1/Services/${encodeURIComponent(sid)}/PhoneNumbers`);
  const pool = numbers.ok
    ? (((await jsonOf(numbers.response)) as { phone_numbers?: { phone_number: string; capabilities?: string[] }[] } | null)
        ?.phone_numbers ?? [])
    : [];
  const texting = pool.filter((n) => n.capabilities?.includes('SMS')).map((n) => n.phone_number);
  if (texting.length === 0)
    return {
      line: {
        state: 'problem',
        check,
        found: `The Messaging Service ${sid} has no number that can send SMS in its sender pool.`,
        todo: `Add the camp's number to the service in ${twilioConsole} → Messaging → Services → ${sid} → Sender Pool.`,
      },
      webhooks: null,
    };
  return {
    line: {
      state: 'ok',
      check,
      found: `The Messaging Service ${sid} is on this account and texts from ${texting.join(', ')}.`,
      todo: null,
    },
    webhooks: info.use_inbound_webhook_on_number
      ? {
          who: `the Messaging Service ${sid}`,
          url: null,
          method: null,
          where: `${twilioConsole} → Phone Numbers → each of its numbers → Messaging configuration`,
          perNumber: true,
        }
      : {
          who: `the Messaging Service ${sid}`,
          url: info.inbound_request_url ?? null,
          method: info.inbound_method ?? null,
          where: `${twilioConsole} → Messaging → Services → ${sid} → Integration → "Send a webhook"`,
        },
  };
}

async function webhooksLine(
  setting: InboundSetting,
  publicUrl: string | null,
  statusCallback: string | null,
  timeoutMs: number,
): Promise<SetupLine> {
  const check = 'Twilio webhooks';
  if (!publicUrl)
    return {
      state: 'by hand',
      check,
      found: 'PUBLIC_URL is not set, so the addresses Twilio should call are not known here, and texts ask for no delivery reports.',
      todo: `Set PUBLIC_URL; then in ${setting.where} enter PUBLIC_URL followed by ${twilioWebhooks.inbound.path} (HTTP POST).`,
    };
  const inbound = `${publicUrl}${twilioWebhooks.inbound.path}`;
  const status = statusCallback ?? `${publicUrl}${twilioWebhooks.status.path}`;
  if (setting.perNumber)
    return {
      state: 'by hand',
      check,
      found: `${setting.who} leaves incoming texts to the webhook of each of its numbers, which this check does not read.`,
      todo: `In ${setting.where}, "A message comes in" must be ${inbound} (HTTP POST).`,
    };
  if (setting.url !== inbound || (setting.method ?? 'POST').toUpperCase() !== 'POST')
    return {
      state: 'problem',
      check,
      found: `Texts people send to ${setting.who} go to ${setting.url ? `${setting.url}${setting.method && setting.method.toUpperCase() !== 'POST' ? ` (HTTP ${setting.method})` : ''}` : 'no address'}, not to ${inbound}.`,
      todo: `In ${setting.where}, enter ${inbound} (HTTP POST).`,
    };
  // Both addresses, as Twilio reaches them: an unsigned call must be refused as unsigned by this app.
  for (const url of [inbound, status]) {
    const reached = await reach(
      url,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' },
      timeoutMs,
    );
    const code = reached.ok ? (((await jsonOf(reached.response)) as { error?: { code?: string } } | null)?.error?.code ?? null) : null;
    if (!reached.ok || reached.response.status !== 403 || code !== 'bad_signature')
      return {
        state: 'problem',
        check,
        found: `${url} does not answer as the app's Twilio webhook (${reached.ok ? `HTTP ${reached.response.status}` : reached.why}).`,
        todo: 'Fix the Public address line first; the app serves its webhooks whenever TWILIO_AUTH_TOKEN is set.',
      };
  }
  return {
    state: 'ok',
    check,
    found: `Texts people send to ${setting.who} come to ${inbound}, each text asks for its delivery reports at ${status}, and both answer as the app's webhooks.`,
    todo: null,
  };
}
