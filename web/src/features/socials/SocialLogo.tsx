// The four brands' logos, one colour (the button's), beside each button's words on /socials, from
// Simple Icons (simple-icons, CC0-1.0: docs/credits.md); only these four are bundled. A logo is
// decoration: the word says which it is (docs/decisions/076-the-designers-suggestions-per-screen.md).
import { siFacebook, siInstagram, siTiktok, siYoutube } from 'simple-icons';

export type SocialName = 'Facebook' | 'Instagram' | 'TikTok' | 'YouTube';

const paths: Record<SocialName, string> = {
  Facebook: siFacebook.path,
  Instagram: siInstagram.path,
  TikTok: siTiktok.path,
  YouTube: siYoutube.path,
};

export function SocialLogo({ name }: { name: SocialName }) {
  return (
    <span className="social-logo" aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <path d={paths[name]} />
      </svg>
    </span>
  );
}
