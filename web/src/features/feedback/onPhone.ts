// Feedback's calls on the phone (data/onPhone.ts; gathered by app/onPhone.ts): feedback waits.
import type { OnPhoneTable } from '../../data/onPhone.ts';

export const feedbackOnPhone: OnPhoneTable = {
  '/api/local/feedback': { waits: () => 'Feedback' },
  '/api/google/feedback': { waits: () => 'Feedback' },
};
