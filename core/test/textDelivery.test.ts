import { describe, expect, it } from 'vitest';
import { deliveryRank, deliveryTally, recipientOutcome, replyKeyword, twilioErrorReason, twilioRefusal } from '../src/texts/delivery.ts';
import { isQuietHours, smsSegments } from '../src/texts/preview.ts';
import { skippedCount } from '../src/texts/rules.ts';

const sent = (delivery: string | null, errorCode: number | null = null) => ({ status: 'sent', reason: null, delivery, errorCode });

describe('text delivery', () => {
  it.each([
    [30003, 'unreachable: the phone is switched off or out of service (Twilio 30003)'],
    [30005, 'unknown number: it does not exist or is no longer in service (Twilio 30005)'],
    [30006, 'a landline, or a carrier that cannot get texts (Twilio 30006)'],
    [21610, 'this number replied STOP and has opted out of texts (Twilio 21610)'],
    [12345, 'not delivered (Twilio 12345)'],
  ])('says Twilio error %i in plain words', (code, words) => {
    expect(twilioErrorReason(code)).toBe(words);
  });

  it('orders statuses so a final one is never overtaken', () => {
    expect(deliveryRank('queued')).toBeLessThan(deliveryRank('sent'));
    expect(deliveryRank('sent')).toBeLessThan(deliveryRank('delivered'));
    expect(deliveryRank('delivered')).toBe(deliveryRank('undelivered'));
    expect(deliveryRank('failed')).toBe(deliveryRank('delivered'));
    expect(deliveryRank('something-new')).toBe(0);
  });

  it('words each recipient outcome and counts them per send', () => {
    const recipients = [
      sent('delivered'),
      sent('delivered'),
      sent('undelivered', 30006),
      sent('sent'),
      sent(null),
      { status: 'pending', reason: null, delivery: null, errorCode: null },
      { status: 'failed', reason: 'Too Many Requests (Twilio 20429)', delivery: null, errorCode: null },
      { status: 'opted_out', reason: 'opted out', delivery: null, errorCode: null },
      { status: 'unknown', reason: null, delivery: null, errorCode: null },
    ];
    expect(recipients.map((r) => recipientOutcome(r).words)).toEqual([
      'Delivered',
      'Delivered',
      'Failed: a landline, or a carrier that cannot get texts (Twilio 30006)',
      'Sent to the carrier, waiting for delivery',
      'Handed to Twilio, waiting for delivery',
      'Waiting to be sent',
      'Failed: Too Many Requests (Twilio 20429)',
      'Opted out of texts: not sent',
      'Unknown: the server stopped while handing it to Twilio; not sent again',
    ]);
    // Counted as the database counts them: one row per state with how many recipients are in it.
    expect(deliveryTally(recipients.map((state) => ({ state, count: 1 })))).toEqual([
      { group: 'delivered', count: 2 },
      { group: 'failed', count: 2 },
      { group: 'waiting', count: 3 },
      { group: 'opted out', count: 1 },
      { group: 'unknown', count: 1 },
    ]);
    expect(deliveryTally([{ state: sent('delivered'), count: 38 }])).toEqual([
      { group: 'delivered', count: 38 },
      { group: 'failed', count: 0 },
      { group: 'waiting', count: 0 },
    ]);
  });

  it.each([
    ['STOP', 'stop'],
    ['  stop ', 'stop'],
    ['StopAll', 'stop'],
    ['unsubscribe', 'stop'],
    ['Cancel', 'stop'],
    ['END', 'stop'],
    ['quit\n', 'stop'],
    ['start', 'start'],
    [' Yes ', 'start'],
    ['UNSTOP', 'start'],
    ['help', 'help'],
    ['please stop', null],
    ['Stop it', null],
    ['yes!', null],
  ])('reads the reply %j as %s', (body, keyword) => {
    expect(replyKeyword(body)).toBe(keyword);
  });
});

describe('before pressing Send', () => {
  it('counts SMS segments: GSM-7 until one character is not, then UCS-2', () => {
    expect(smsSegments('x'.repeat(160))).toEqual({ segments: 1, encoding: 'GSM-7' });
    expect(smsSegments('x'.repeat(161))).toEqual({ segments: 2, encoding: 'GSM-7' });
    // One emoji turns a 100-character text into 2 segments.
    expect(smsSegments('x'.repeat(99) + '😀')).toEqual({ segments: 2, encoding: 'UCS-2' });
    expect(smsSegments('x'.repeat(70))).toEqual({ segments: 1, encoding: 'GSM-7' });
    // [ and ] take two GSM-7 characters each: the prefix of a 147-character message tips it over.
    expect(smsSegments(`[Blue Ridge] ${'x'.repeat(147)}`)).toEqual({ segments: 2, encoding: 'GSM-7' });
    expect(smsSegments(`[Blue Ridge] ${'x'.repeat(145)}`)).toEqual({ segments: 1, encoding: 'GSM-7' });
  });

  it('warns outside 8 AM to 9 PM US Eastern, in summer and in winter', () => {
    expect(isQuietHours(new Date('2027-07-01T11:59:00Z'))).toBe(true); // 7:59 AM EDT
    expect(isQuietHours(new Date('2027-07-01T12:00:00Z'))).toBe(false); // 8:00 AM EDT
    expect(isQuietHours(new Date('2027-07-02T00:59:00Z'))).toBe(false); // 8:59 PM EDT
    expect(isQuietHours(new Date('2027-07-02T01:00:00Z'))).toBe(true); // 9:00 PM EDT
    expect(isQuietHours(new Date('2027-01-15T12:30:00Z'))).toBe(true); // 7:30 AM EST
    expect(isQuietHours(new Date('2027-01-15T13:00:00Z'))).toBe(false); // 8:00 AM EST
  });

  it('counts the opted-out numbers a send will skip', () => {
    const list = [
      { program: 'Blue Ridge', fullname: 'Ava', count: 2, optedOut: 1 },
      { program: 'Blue Ridge', fullname: 'Ben', count: 1, optedOut: 0 },
      { program: 'Lakeshore', fullname: 'Cy', count: 1, optedOut: 1 },
    ];
    expect(skippedCount({ kind: 'program', program: 'Blue Ridge' }, list)).toBe(1);
    expect(skippedCount({ kind: 'number' }, list, { phone: '+14125550134', optedOutNumbers: ['+14125550134'] })).toBe(1);
    expect(skippedCount({ kind: 'number' }, list, { phone: '+14125550135', optedOutNumbers: ['+14125550134'] })).toBe(0);
  });
});

describe('why Twilio refused a text', () => {
  it('in plain words for the codes an Administrator meets most, else in Twilio’s own, each with its code', () => {
    expect(twilioRefusal(21614, "The 'To' number +14125550134 is not a mobile number.")).toBe('not a mobile number (Twilio 21614)');
    expect(twilioRefusal(20429, 'Too Many Requests')).toBe('Too Many Requests (Twilio 20429)');
    expect(twilioRefusal(undefined, 'Service unavailable')).toBe('Service unavailable');
  });
});
