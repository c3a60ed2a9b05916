// Program texts: who a sender may text, sending, and Twilio's signed calls back (docs/product.md#texts).
import { z } from 'zod/mini';
import { endpoint, text } from '../endpoint.ts';
import { limits } from '../limits.ts';

const textMessage = text(1, 'Write the text', limits.textMessage, `A text can be at most ${limits.textMessage} characters`);
const textAnswer = z.object({ success: z.boolean(), response: z.string() });

export const textCalls = {
  textContacts: endpoint({
    method: 'GET',
    path: '/api/google/text',
    access: 'text',
    answer: z.object({
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
    body: z.strictObject({ message: textMessage, program: z.nullable(text(1, 'Choose a program', 200, 'Choose a program from the list')) }),
    answer: textAnswer,
    idempotent: true,
  }),
  sendText: endpoint({
    method: 'POST',
    path: '/api/google/text',
    access: 'text',
    body: z.object({ message: textMessage }),
    answer: textAnswer,
    idempotent: true,
  }),
  sendTextAdmin: endpoint({
    method: 'POST',
    path: '/api/google/textadmin',
    access: 'textAnyProgram',
    body: z.union([
      z.strictObject({ message: textMessage, selectedProgram: text(1, 'Choose a program', 200, 'Choose a program from the list') }),
      z.strictObject({
        message: textMessage,
        inputNumber: text(1, 'Type a phone number', limits.textNumber, `A number can be at most ${limits.textNumber} characters`),
      }),
    ]),
    answer: textAnswer,
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
    body: z.object({
      MessageSid: z.string().check(z.minLength(1), z.maxLength(64)),
      MessageStatus: z.string().check(z.minLength(1), z.maxLength(40)),
      ErrorCode: z.optional(z.string().check(z.maxLength(10))),
    }),
  },
  inbound: {
    method: 'POST',
    path: '/api/twilio/inbound',
    body: z.object({
      MessageSid: z.string().check(z.minLength(1), z.maxLength(64)),
      From: z.string().check(z.minLength(1), z.maxLength(40)),
      Body: z._default(z.string().check(z.maxLength(1600)), ''),
    }),
  },
} as const;
