// docs/product.md#screen-socials: Facebook, Instagram, TikTok and YouTube, each a big button opening a new tab.
// The links come from the settings tab; the server fills an unset one with the organisation site.
// Each button has the brand's logo beside its word (SocialLogo.tsx).
import type { LinkKey } from '@pals/core/home/links';
import { useMe } from '../../session/useMe.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { ListenTitle } from '../../ui/listen/ListenTitle.tsx';
import type { ListenItem } from '../../ui/listen/utterances.ts';
import { Loading } from '../../ui/Spinner.tsx';
import { loadFailed } from '../../data/useApiQuery.ts';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';
import { SocialLogo, type SocialName } from './SocialLogo.tsx';
import './socials.css';

const socials: { label: SocialName; link: LinkKey }[] = [
  { label: 'Facebook', link: 'facebook_link' },
  { label: 'Instagram', link: 'instagram_link' },
  { label: 'TikTok', link: 'tiktok_link' },
  { label: 'YouTube', link: 'youtube_link' },
];

const intro = 'See photos and news from PALS. Each button opens in a new tab.';

const listenParts: ListenItem[] = [
  { text: 'PALS Socials.', target: 'socials-title' },
  { text: intro, target: 'socials-intro' },
  ...socials.map(({ label }) => ({ text: `${label}.`, target: socialId(label) })),
];

function socialId(label: string): string {
  return `social-${label.toLowerCase()}`;
}

export function SocialsScreen() {
  const me = useMe();
  return (
    <div className="socials">
      <ListenTitle id="socials-title" back={{ to: '/', name: 'Back to home' }} parts={() => listenParts}>
        PALS Socials
      </ListenTitle>
      <p id="socials-intro" className="lead-text">
        {intro}
      </p>
      {me.isPending && <Loading />}
      {loadFailed(me) && <LoadFailed onTryAgain={tryAgain(me)} />}
      {me.data !== undefined && (
        <ul className="menu" aria-label="PALS on social media">
          {socials.map(({ label, link }) => (
            <li key={label} id={socialId(label)}>
              <LinkButton look="menu" href={me.data.links[link]}>
                <SocialLogo name={label} />
                <span className="social-label">{label}</span>
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
