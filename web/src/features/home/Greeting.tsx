// The top of the home menus: the participant's program, or the staff member's name and program.
// It takes focus, so after signing in on / a screen reader starts at the greeting.
import type { SessionUser } from '@pals/core/session';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';

export function Greeting({ user }: { user: SessionUser }) {
  if ('localUser' in user) {
    return (
      <div className="greeting">
        <ScreenTitle focusOnShow>Welcome to {user.localUser.program}!</ScreenTitle>
        <p className="lead-text">What would you like to do?</p>
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
