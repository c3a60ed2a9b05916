// The design pass (docs/decisions/020-design-pass.md): staff whose row in the staff sheet names no program have no program screens. Say why in
// one sentence, whom to ask, and let them log out (there is no footer on the home screen).
import { LogoutButton } from '../../session/LogoutButton.tsx';

export function NoProgram({ administrator }: { administrator: boolean }) {
  return (
    <div className="no-program">
      <p>
        {administrator
          ? 'You have no program in the staff sheet, so only the admin tools are here.'
          : 'You have no program in the staff sheet yet, so there is nothing here for you. Ask an Administrator to add your program to your row.'}
      </p>
      <LogoutButton />
    </div>
  );
}
