// Demo mode (DESIGN.md "Sign-in and sessions"): instead of Google, pick one of the workbook's staff.
import { api } from '@pals/core/api';
import { messages } from '@pals/core/messages';
import { loadFailed, useApiQuery } from '../../data/useApiQuery.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StaffSignInStatus } from './StaffSignInStatus.tsx';
import type { useStaffSignIn } from './useStaffSignIn.ts';

interface DemoAccountListProps {
  staffSignIn: ReturnType<typeof useStaffSignIn>;
  onBack: () => void;
}

export function DemoAccountList({ staffSignIn, onBack }: DemoAccountListProps) {
  const accounts = useApiQuery(api.demoAccounts);
  const busy = staffSignIn.state.status === 'loggingIn';

  return (
    <div className="demo-accounts">
      <Button look="quiet" className="back-button" onClick={onBack} busy={busy}>
        <span aria-hidden="true">←</span> Back
      </Button>
      <ScreenTitle focusOnShow>Choose a demo account</ScreenTitle>
      <p className="lead-text">See the app as one of these staff members would.</p>
      <StaffSignInStatus state={staffSignIn.state} />
      {accounts.isPending && <Spinner label="Loading..." />}
      {loadFailed(accounts) && <Notice tone="failure">{messages.loadingFailed}</Notice>}
      {accounts.data !== undefined && (
        <ul className="account-list">
          {accounts.data.accounts.map((account) => (
            <li key={account.email}>
              <Button
                look="secondary"
                className="account-button"
                busy={busy}
                onClick={() => staffSignIn.signInAs(account.email)}
              >
                <span className="account-name">{account.name}</span>{' '}
                <span className="account-detail">
                  {account.role} · {account.program ?? 'No program'}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
