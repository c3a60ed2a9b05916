// Twilio's Messages REST API (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic
// auth), asking for status callbacks (docs/product.md#texts); and its list of messages (GET, the same
// path, filtered by To and From), asked after a hand-over a stop cut off (texts/settleHandOffs.ts);
// and one message (GET …/Messages/{sid}.json), asked when its delivery report never came (texts/lateReports.ts). The base URL is configurable so tests run a local
// server that speaks the same protocol (test/fakeTwilio.ts).
import { twilioRefusal } from '@pals/core/texts/delivery';
import { sendPace } from './pace.ts';
import type { SendOutcome, SentMessage, SmsProvider } from './provider.ts';

export interface TwilioSettings {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** A From number, or a Messaging Service SID (MG…). */
  from: { number: string } | { messagingServiceSid: string };
  /** Where Twilio posts each message's delivery status (PUBLIC_URL + /api/twilio/status); none without PUBLIC_URL. */
  statusCallback?: string | null;
  /** At most this many texts handed over in any one second, across every send (texts/pace.ts); none: no limit. */
  sendsPerSecond?: number;
}

/** Twilio error codes that mean the recipient cannot get texts from us. */
const optedOutCodes = new Set([21610]);

export function twilioProvider(settings: TwilioSettings): SmsProvider {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    pace: settings.sendsPerSecond ? sendPace({ perSecond: settings.sendsPerSecond }) : undefined,
    async send(to, body, signal): Promise<SendOutcome> {
      const form = new URLSearchParams({ To: to, Body: body });
      if ('number' in settings.from) form.set('From', settings.from.number);
      else form.set('MessagingServiceSid', settings.from.messagingServiceSid);
      if (settings.statusCallback) form.set('StatusCallback', settings.statusCallback);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal,
        });
      } catch (error) {
        // Only a connection never made is safe to try again: a request that went out may have been sent.
        if (signal.aborted)
          return {
            status: 'failed',
            reason: 'the SMS provider did not answer in time (not tried again, as it may have gone through)',
            retry: false,
            unanswered: true,
          };
        const code = (error as { cause?: { code?: string } }).cause?.code;
        const neverConnected = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
        return {
          status: 'failed',
          reason: `the SMS provider could not be reached (${code ?? (error as Error).message})`,
          retry: neverConnected,
          unanswered: true,
        };
      }
      const answer = (await response.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
      if (response.ok && answer.sid) return { status: 'sent', providerId: answer.sid };
      const detail = answer.message ? twilioRefusal(answer.code, answer.message) : `HTTP ${response.status}`;
      if (answer.code !== undefined && optedOutCodes.has(answer.code)) return { status: 'opted_out', reason: detail };
      if (response.status === 429) return { status: 'failed', reason: detail, retry: true, refused: true };
      return { status: 'failed', reason: detail, retry: response.status >= 500 };
    },
    async messageStatus(id) {
      const one = `${url.replace(/\.json$/, '')}/${encodeURIComponent(id)}.json`;
      const response = await fetch(one, { headers: { authorization }, signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`Twilio's message ${id} answered HTTP ${response.status}`);
      const answer = (await response.json()) as { status?: string; error_code?: number | null };
      if (!answer.status) throw new Error(`Twilio's message ${id} has no status`);
      return { status: answer.status, errorCode: answer.error_code ?? null };
    },
    async messagesTo(to, since) {
      // Filtered by To and From (a Messaging Service's by To alone): the newest 50 to that number.
      // Not by DateSent: a message still in Twilio's queue has no date_sent yet, and one such is
      // exactly what a stop during a large send leaves. Each message's date_created is checked here.
      const query = new URLSearchParams({ To: to, PageSize: '50' });
      if ('number' in settings.from) query.set('From', settings.from.number);
      const response = await fetch(`${url}?${query}`, { headers: { authorization }, signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`Twilio's message list answered HTTP ${response.status}`);
      const answer = (await response.json()) as { messages?: { sid: string; body: string; date_created: string; direction?: string }[] };
      return (answer.messages ?? [])
        .filter((m) => !m.direction || m.direction.startsWith('outbound'))
        .map((m): SentMessage => ({ id: m.sid, body: m.body, createdAt: Date.parse(m.date_created) }))
        .filter((m) => m.createdAt >= since);
    },
  };
}
