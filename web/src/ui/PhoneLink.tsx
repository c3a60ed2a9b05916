// A phone number that calls when tapped: the link dials the stored E.164 form, the words are the
// number as people read it, e.g. (412) 555-0134. The handset icon is decoration.
import { displayPhone } from '@pals/core/people/phone';

export function PhoneLink({ phone, className = 'phone-link', id }: { phone: string; className?: string; id?: string }) {
  return (
    <a id={id} className={className} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
      </svg>
      {displayPhone(phone)}
    </a>
  );
}
