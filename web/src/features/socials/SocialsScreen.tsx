// docs/product.md#screen-socials: Facebook, Instagram, TikTok and YouTube, each a big button opening a new tab.
// The links come from the settings tab; the server fills an unset one with the organisation site.
import type { LinkKey } from '@pals/core/links';
import { useMe } from '../../session/useMe.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { loadFailed } from '../../data/useApiQuery.ts';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';

const socials: { label: string; link: LinkKey }[] = [
  { label: 'Facebook', link: 'facebook_link' },
  { label: 'Instagram', link: 'instagram_link' },
  { label: 'TikTok', link: 'tiktok_link' },
  { label: 'YouTube', link: 'youtube_link' },
];

export function SocialsScreen() {
  const me = useMe();
  return (
    <div className="socials">
      <ScreenTitle>PALS Socials</ScreenTitle>
      {me.isPending && <Loading />}
      {loadFailed(me) && <LoadFailed onTryAgain={tryAgain(me)} />}
      {me.data !== undefined && (
        <ul className="menu" aria-label="PALS on social media">
          {socials.map(({ label, link }) => (
            <li key={label}>
              <LinkButton look="menu" href={me.data.links[link]}>
                {label}
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
