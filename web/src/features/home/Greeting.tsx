// The top of the home menus: the participant's program, or the staff member's name and program.
// It takes focus, so after signing in on / a screen reader starts at the greeting. A participant's
// has the Listen button: the greeting, then each tile's words (docs/decisions/040-a-listen-button-reads-a-screen-aloud.md).
import type { MenuItem } from '@pals/core/home/menu';
import type { SessionUser } from '@pals/core/people/session';
import { ListenTitle } from '../../ui/listen/ListenTitle.tsx';
import type { ListenPart } from '../../ui/listen/utterances.ts';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { leavesTheApp, tileId } from './HomeMenu.tsx';

const question = 'What would you like to do?';

export function Greeting({ user, items }: { user: SessionUser; items: MenuItem[] | undefined }) {
  if ('localUser' in user) {
    const title = `Welcome to ${user.localUser.program}!`;
    const parts = (): ListenPart[] => [
      { text: title, target: 'home-title' },
      { text: question, target: 'home-question' },
      ...(items ?? []).map((item, index) => ({
        text: 'href' in item ? `${item.label}. ${leavesTheApp}.` : `${item.label}.`,
        target: tileId(index),
      })),
    ];
    return (
      <div className="greeting">
        <ListenTitle id="home-title" parts={parts} focusOnShow>
          {title}
        </ListenTitle>
        <p id="home-question" className="lead-text">
          {question}
        </p>
      </div>
    );
  }
  const { givenname, program } = user.googleUser;
  return (
    <div className="greeting">
      <ScreenTitle focusOnShow>Hi, {givenname}!</ScreenTitle>
      {program && <p className="lead-text">Program: {program}</p>}
    </div>
  );
}
