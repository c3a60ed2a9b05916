// A participant screen's title with its Listen button. On a sub-page the button shares the top row
// with "← Back", so the title keeps the whole width; on home it sits beside the title. The button's
// place is kept while the browser finds its voices, so nothing moves when it shows
// (docs/decisions/020-design-pass.md: layout shift).
import type { ReactNode } from 'react';
import { BackLink } from '../BackLink.tsx';
import { ScreenTitle } from '../ScreenTitle.tsx';
import { ListenButton } from './ListenButton.tsx';
import type { ListenItem } from './utterances.ts';

interface ListenTitleProps {
  children: ReactNode;
  /** The title's element id, lit up while the title is read. */
  id: string;
  parts: () => readonly ListenItem[];
  focusOnShow?: boolean;
  /** The "← Back" link of a sub-page: where it goes and its accessible name. */
  back?: { to: string; name: string } | null;
}

export function ListenTitle({ children, id, parts, focusOnShow, back }: ListenTitleProps) {
  const button = (
    <div className="listen-slot">
      <ListenButton parts={parts} />
    </div>
  );
  const title = (
    <ScreenTitle id={id} focusOnShow={focusOnShow}>
      {children}
    </ScreenTitle>
  );
  if (back)
    return (
      <>
        <div className="listen-top">
          <BackLink to={back.to} name={back.name} />
          {button}
        </div>
        {title}
      </>
    );
  return (
    <div className="listen-title">
      {title}
      {button}
    </div>
  );
}
