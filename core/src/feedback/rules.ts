// Who a feedback names (docs/product.md#screen-feedback: the name is optional, "empty means
// anonymous"): the name the sender gave and, beside a name, a staff member's email. Without a name
// nothing of the sender is kept, not even the email of the staff member signed in, so anonymous
// feedback is anonymous to the Administrators who read it too.
export interface FeedbackSender {
  name: string | null;
  staffEmail: string | null;
}

export function feedbackSender(name: string, staffEmail: string | null): FeedbackSender {
  const given = name.trim();
  return given === '' ? { name: null, staffEmail: null } : { name: given, staffEmail };
}

/** Plain words beside SPEC's "Feedback submission succeeded. Thank you!", which stays word for word:
 * what happened, said simply (docs/decisions/076-the-designers-suggestions-per-screen.md). */
export const feedbackPlainThanks = 'We got your message. Thank you for telling us!';
