// docs/product.md#screen-support: the call-your-program-admin card, shown only when both name and phone are known.
import { PhoneLink } from '../../ui/PhoneLink.tsx';

export function AdminCard({ name, phone }: { name: string | null; phone: string | null }) {
  if (!name || !phone) return null;
  return (
    <section className="card support-card" aria-labelledby="admin-card-title">
      <h2 id="admin-card-title">Call your program admin</h2>
      <p id="admin-card-about" className="support-name">
        {name}
      </p>
      <PhoneLink id="admin-card-phone" phone={phone} />
    </section>
  );
}
