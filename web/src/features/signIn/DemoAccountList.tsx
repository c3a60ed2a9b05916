// Demo mode (docs/product.md#sign-in-demo): instead of Google, pick one of the workbook's staff.
// What the sign-in is doing shows under the account that was tapped, where the eye is (docs/decisions/020-design-pass.md).
// A workbook of more staff than a screen holds (an organisation of thousands) gets 'Find your name'
// above them, which narrows them as it is typed (core/src/people/search.ts), and lists the first
// of them with a button that shows the rest, so every account stays a tap or two away.
import { api } from '@pals/core/api';
import { matchesSearch } from '@pals/core/people/search';
import { useState } from 'react';
import { loadFailed, useApiQuery } from '../../data/useApiQuery.ts';
import { Button } from '../../ui/Button.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { StaffSignInStatus } from './StaffSignInStatus.tsx';
import type { useStaffSignIn } from './useStaffSignIn.ts';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';
import { count } from '../../ui/count.ts';

/** More staff than this, and the list has 'Find your name' and shows this many at first. */
const aScreenful = 20;

interface DemoAccountListProps {
  staffSignIn: ReturnType<typeof useStaffSignIn>;
  onBack: () => void;
}

export function DemoAccountList({ staffSignIn, onBack }: DemoAccountListProps) {
  const accounts = useApiQuery(api.demoAccounts);
  const busy = staffSignIn.state.status === 'loggingIn';
  const [chosen, setChosen] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [whole, setWhole] = useState(false);
  const all = accounts.data?.accounts ?? [];
  const many = all.length > aScreenful;
  const found = all.filter((account) => matchesSearch(`${account.name} ${account.email}`, search));
  const listed = many && !whole ? found.slice(0, aScreenful) : found;

  return (
    <div className="demo-accounts">
      <Button look="quiet" className="back-button" onClick={onBack} busy={busy}>
        <span aria-hidden="true">←</span> Back
      </Button>
      <ScreenTitle focusOnShow>Choose a demo account</ScreenTitle>
      <p className="lead-text">See the app as one of these staff members would.</p>
      {accounts.isPending && <Loading />}
      {loadFailed(accounts) && <LoadFailed onTryAgain={tryAgain(accounts)} />}
      {many && (
        <SearchBox label="Find your name" className="account-find" value={search} onChange={setSearch}>
          <p className="account-find-count" role="status">
            {search.trim() === ''
              ? `${count(all.length)} staff members.`
              : found.length === 0
                ? `No one’s name has “${search.trim()}”.`
                : `${count(found.length)} found.`}
          </p>
        </SearchBox>
      )}
      {accounts.data !== undefined && (
        <ul className="account-list" aria-label="Demo accounts">
          {listed.map((account) => (
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
      {listed.length < found.length && (
        <Button look="secondary" onClick={() => setWhole(true)}>
          Show all {count(found.length)}
        </Button>
      )}
    </div>
  );
}
