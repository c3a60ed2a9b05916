// Feedback (docs/product.md#calls): a participant's through the camp password, staff's signed in.
import { z } from 'zod/mini';
import { endpoint, ok, text } from '../endpoint.ts';
import { limits } from '../limits.ts';

// A function that builds the shape: a call's schemas are built when first read (core/src/endpoint.ts).
const feedback = () =>
  z.object({
    message: text(1, 'Write your feedback', limits.feedbackMessage, `Feedback can be at most ${limits.feedbackMessage} characters`),
    name: z._default(text(0, '', limits.feedbackName, `A name can be at most ${limits.feedbackName} characters`), ''),
  });

export const feedbackCalls = {
  localFeedback: endpoint({
    method: 'POST',
    path: '/api/local/feedback',
    access: 'participantCalls',
    body: feedback,
    answer: ok,
    idempotent: true,
  }),
  googleFeedback: endpoint({
    method: 'POST',
    path: '/api/google/feedback',
    access: 'googleCalls',
    body: feedback,
    answer: ok,
    idempotent: true,
  }),
};
