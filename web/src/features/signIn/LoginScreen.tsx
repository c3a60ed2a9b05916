// docs/product.md#sign-in login screen: Participant goes to the camp password; Volunteer Leader and Staff start
// Google sign-in, or in demo mode open the list of demo staff accounts.
import type { AnswerOf } from '@pals/core/api';
import { lazy, Suspense, useState } from 'react';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { useNavigate, useNavigationState, useSearchParams } from '../../ui/router.tsx';
import { CampArt } from './CampArt.tsx';
import { DemoAccountList } from './DemoAccountList.tsx';
import { StaffButtons } from './StaffButtons.tsx';
import { StaffSignInStatus } from './StaffSignInStatus.tsx';
import { useStaffSignIn } from './useStaffSignIn.ts';
import './signIn.css';
import { demoAccountsParam } from '../../session/demoAccounts.ts';

// Google's sign-in code is only fetched when this server offers Google sign-in.
const GoogleButtons = lazy(() => import('./GoogleButtons.tsx').then((module) => ({ default: module.GoogleButtons })));

type Config = AnswerOf<'publicConfig'>;

/** The demo account list has its own address (/?demo-accounts), so Back returns to the login (docs/decisions/020-design-pass.md);
 * opened from the login, its history entry says so. */
const openedFromLogin = { fromLogin: true } as const;

export function LoginScreen({ config, focusTitle }: { config: Config; focusTitle: boolean }) {
  const staffSignIn = useStaffSignIn();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const fromLogin = useNavigationState<{ fromLogin?: boolean }>()?.fromLogin === true;
  const choosingDemoAccount = config.demo && searchParams.has(demoAccountsParam);
  const [cameBack, setCameBack] = useState(false);
  const busy = staffSignIn.state.status === 'loggingIn';

  if (choosingDemoAccount) {
    return (
      <DemoAccountList
        staffSignIn={staffSignIn}
        onBack={() => {
          setCameBack(true);
          // Opened from the login: step back in history, as the browser's Back would; opened at its own address: go to the login.
          if (fromLogin) history.back();
          else navigate('/', { replace: true });
        }}
      />
    );
  }

  const staffButtons = config.demo ? (
    <StaffButtons onChoose={() => navigate(`/?${demoAccountsParam}`, { state: openedFromLogin })} />
  ) : config.googleClientId ? (
    <Suspense fallback={<StaffButtons disabled />}>
      <GoogleButtons clientId={config.googleClientId} busy={busy} staffSignIn={staffSignIn} />
    </Suspense>
  ) : (
    // Neither Google nor demo sign-in is set up on this server: say so when someone tries.
    <StaffButtons onChoose={() => staffSignIn.fail('not_configured')} />
  );

  return (
    <div className="login">
      <CampArt />
      <ScreenTitle focusOnShow={focusTitle || cameBack}>Welcome to {config.orgName}</ScreenTitle>
      <p className="lead-text">Who are you?</p>
      <div className="button-stack">
        <LinkButton look="primary" to="/participant">
          Participant
        </LinkButton>
        {staffButtons}
      </div>
      <StaffSignInStatus state={staffSignIn.state} />
      <footer className="copyright">
        © {new Date().getFullYear()} {config.orgName}
      </footer>
    </div>
  );
}
