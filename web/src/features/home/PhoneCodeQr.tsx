// The QR of a "Let a phone in" code (docs/product.md#let-a-phone-in): the address that signs a phone in
// with the code when opened (/participant?code=…). Drawn by uqr (MIT, no dependencies) as one SVG path;
// loaded only when a code shows, so its code is never in the first load.
import { encode } from 'uqr';

/** The address the QR holds: this app's sign-in with the code. */
const phoneCodeUrl = (code: string, origin = window.location.origin): string => `${origin}/participant?code=${encodeURIComponent(code)}`;

export function PhoneCodeQr({ code }: { code: string }) {
  const { data, size } = encode(phoneCodeUrl(code), { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      className="phone-code-qr"
      role="img"
      aria-label="QR code for the phone code"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
