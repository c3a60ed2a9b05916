// A participant's way out, on home only and out of the way of the tiles: a quiet button that asks
// first, since coming back needs the camp password (docs/decisions/041-a-participant-logs-out-from-home-and-is-asked-first.md).
import { LogoutButton } from '../../session/LogoutButton.tsx';

const logoutQuestion = 'Log out? You will need the camp password to come back.';

export function ParticipantLogout() {
  return (
    <div className="participant-logout">
      <LogoutButton look="quiet" question={logoutQuestion} />
    </div>
  );
}
