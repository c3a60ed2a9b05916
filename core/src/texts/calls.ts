// Program texts: who a sender may text, sending, and Twilio's signed calls back (docs/product.md#texts).
import { z } from 'zod/mini';
import { endpoint, text } from '../endpoint.ts';
import { limits } from '../limits.ts';
import { scheduledStatuses } from './scheduled.ts';

// Each shape is a function that builds it, or, where another file reads it, a z.lazy one: a call's
// schemas are built when first read (core/endpoint.ts).
const textMessage = () => text(1, 'Write the text', limits.textMessage, `A text can be at most ${limits.textMessage} characters`);
const textAnswer = () => z.object({ success: z.boolean(), response: z.string() });
const sendAt = () => text(1, 'Choose when to send it', 40, 'Choose when to send it');
const scheduledText = () =>
  z.object({
    id: z.string(),
    message: z.string(),
    /** The text as it goes out, with its program's prefix. */
    body: z.string(),
    sendAt: z.string(),
    status: z.enum(scheduledStatuses),
    /** Who it goes to: a program's name, or the typed number. */
    to: z.string(),
    /** Who scheduled it. */
    sender: z.string(),
    /** Who last changed its words or time, and when (ISO): it goes out under their name; null while no one has. */
    changedBy: z.nullable(z.string()),
    changedAt: z.nullable(z.string()),
    /** Why it was cancelled or missed, or the outcome once sent. */
    note: z.nullable(z.string()),
    sentAt: z.nullable(z.string()),
  });

export const textCalls = {
  textContacts: endpoint({
    method: 'GET',
    path: '/api/google/text',
    access: 'text',
    answer: () =>
      z.object({
        count: z.number(),
        list: z.array(z.object({ program: z.string(), fullname: z.string(), count: z.number(), optedOut: z.number() })),
        /** Every opted-out number, for an Administrator's typed number; empty for Program Staff. */
        optedOutNumbers: z.array(z.string()),
        /** The sender's own phone (staff tab), where "Send a test to me" goes; null without one. */
        myPhone: z.nullable(z.string()),
      }),
  }),
  /** docs/product.md#texts: the text as it would go out, to the sender's own phone only. */
  sendTextTest: endpoint({
    method: 'POST',
    path: '/api/google/texttest',
    access: 'text',
    body: () =>
      z.strictObject({ message: textMessage(), program: z.nullable(text(1, 'Choose a program', 200, 'Choose a program from the list')) }),
    answer: textAnswer,
    idempotent: true,
  }),
  sendText: endpoint({
    method: 'POST',
    path: '/api/google/text',
    access: 'text',
    body: () => z.object({ message: textMessage() }),
    answer: textAnswer,
    idempotent: true,
  }),
  sendTextAdmin: endpoint({
    method: 'POST',
    path: '/api/google/textadmin',
    access: 'textAnyProgram',
    body: () =>
      z.union([
        z.strictObject({ message: textMessage(), selectedProgram: text(1, 'Choose a program', 200, 'Choose a program from the list') }),
        z.strictObject({
          message: textMessage(),
          inputNumber: text(1, 'Type a phone number', limits.textNumber, `A number can be at most ${limits.textNumber} characters`),
        }),
      ]),
    answer: textAnswer,
    idempotent: true,
  }),
  /** docs/product.md#texts: how far the caller's own send with this Idempotency-Key has got, while
   * its Send now waits (a text to thousands takes minutes at the provider's pace). Nothing sent
   * under the key yet: total 0. */
  textProgress: endpoint({
    method: 'GET',
    path: '/api/google/textprogress',
    access: 'text',
    query: () => z.object({ key: text(1, 'Give the send’s key', 200, 'A send’s key is at most 200 characters') }),
    answer: () =>
      z.object({
        /** Numbers it goes to. */
        total: z.number(),
        /** Numbers with an outcome (sent, failed, opted out). */
        done: z.number(),
        /** The send's answer once every number has its outcome. */
        answer: z.nullable(textAnswer()),
        /** In words, when it paused because the server sending it stopped, and when it went on; absent when it never paused. */
        paused: z.optional(z.string()),
      }),
  }),
  /** docs/product.md#scheduled-texts: a program text to go at `sendAt`, 1 minute to 30 days ahead. Program
   * Staff: their own program; an Administrator: a program or a typed number (as sendTextAdmin). */
  scheduleText: endpoint({
    method: 'POST',
    path: '/api/google/scheduledtext',
    access: 'text',
    body: () =>
      z.union([
        z.strictObject({ message: textMessage(), sendAt: sendAt() }),
        z.strictObject({
          message: textMessage(),
          sendAt: sendAt(),
          selectedProgram: text(1, 'Choose a program', 200, 'Choose a program from the list'),
        }),
        z.strictObject({
          message: textMessage(),
          sendAt: sendAt(),
          inputNumber: text(1, 'Type a phone number', limits.textNumber, `A number can be at most ${limits.textNumber} characters`),
        }),
      ]),
    answer: () => z.object({ id: z.string(), sendAt: z.string(), status: z.literal('scheduled') }),
    idempotent: true,
  }),
  /** The caller's visible scheduled texts: Program Staff their program's, an Administrator every one. */
  scheduledTexts: endpoint({
    method: 'GET',
    path: '/api/google/scheduledtext',
    access: 'text',
    answer: () => z.object({ list: z.array(scheduledText()) }),
  }),
  /** A text still waiting, changed: its words and its time (the same limits as when it was scheduled);
   * who it goes to stays. */
  editScheduledText: endpoint({
    method: 'POST',
    path: '/api/google/scheduledtext/edit',
    access: 'text',
    body: () =>
      z.strictObject({
        id: text(1, 'Choose a scheduled text', 100, 'Choose a scheduled text from the list'),
        message: textMessage(),
        sendAt: sendAt(),
      }),
    answer: scheduledText,
    idempotent: true,
  }),
  cancelScheduledText: endpoint({
    method: 'POST',
    path: '/api/google/scheduledtext/cancel',
    access: 'text',
    body: () => z.strictObject({ id: text(1, 'Choose a scheduled text', 100, 'Choose a scheduled text from the list') }),
    answer: scheduledText,
    idempotent: true,
  }),
};

/** Twilio's calls to the app (docs/product.md#texts; docs/deploy.md): form-encoded, no session, each signed with
 * X-Twilio-Signature and refused with 403 otherwise. Not people's calls, so outside the permission
 * table; they exist only when SMS_PROVIDER=twilio. */
export const twilioWebhooks = {
  status: {
    method: 'POST',
    path: '/api/twilio/status',
    body: z.lazy(() =>
      z.object({
        MessageSid: z.string().check(z.minLength(1), z.maxLength(64)),
        MessageStatus: z.string().check(z.minLength(1), z.maxLength(40)),
        ErrorCode: z.optional(z.string().check(z.maxLength(10))),
      }),
    ),
  },
  inbound: {
    method: 'POST',
    path: '/api/twilio/inbound',
    body: z.lazy(() =>
      z.object({
        MessageSid: z.string().check(z.minLength(1), z.maxLength(64)),
        From: z.string().check(z.minLength(1), z.maxLength(40)),
        Body: z._default(z.string().check(z.maxLength(1600)), ''),
      }),
    ),
  },
} as const;
