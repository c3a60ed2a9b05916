// Demo mode (docs/product.md#sign-in-demo): instead of Google, pick one of the workbook's staff.
// What the sign-in is doing shows under the account that was tapped, where the eye is (docs/decisions/020-design-pass.md).
import { api } from '@pals/core/api';
import { useState } from 'react';
import { loadFailed, useApiQuery } from '../../data/useApiQuery.ts';
import { Button } from '../../ui/Button.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { StaffSignInStatus } from './StaffSignInStatus.tsx';
import type { useStaffSignIn } from './useStaffSignIn.ts';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';

interface DemoAccountListProps {
  staffSignIn: ReturnType<typeof useStaffSignIn>;
  onBack: () => void;
}

export function DemoAccountList({ staffSignIn, onBack }: DemoAccountListProps) {
  const accounts = useApiQuery(api.demoAccounts);
  const busy = staffSignIn.state.status === 'loggingIn';
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <div className="demo-accounts">
      <Button look="quiet" className="back-button" onClick={onBack} busy={busy}>
        <span aria-hidden="true">←</span> Back
      </Button>
      <ScreenTitle focusOnShow>Choose a demo account</ScreenTitle>
      <p className="lead-text">See the app as one of these staff members would.</p>
      {accounts.isPending && <Loading />}
      {loadFailed(accounts) && <LoadFailed onTryAgain={tryAgain(accounts)} />}
      {accounts.data !== undefined && (
        <ul className="account-list">
          {accounts.data.accounts.map((account) => (
            <li key={account.email}>
              <Button
                look="secondary"
                className="account-button"
                busy={busy}
                onClick={() => {
                  setChosen(account.email);
                  staffSignIn.signInAs(account.email);
                }}
              >
                <span className="account-name">{account.name}</span>{' '}
                <span className="account-detail">
                  {account.role} · {account.program ?? 'No program'}
                </span>
              </Button>
              {chosen === account.email && <StaffSignInStatus state={staffSignIn.state} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
