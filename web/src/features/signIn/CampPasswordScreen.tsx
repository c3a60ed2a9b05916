// docs/product.md#screen-participant: the camp password form. docs/product.md#states: idle, logging in (at least 1 second),
// wrong password, network failure. The username is fixed in the client (docs/product.md#calls).
import { firstCalls } from '../../api/firstCalls.ts';
import { messages } from '@pals/core/messages';
import { useId, useState, type FormEvent } from 'react';
import { Navigate } from '../../ui/router.tsx';
import { ApiFailure } from '../../api/client.ts';
import { useSession } from '../../session/session.tsx';
import { useSignIn } from '../../session/useSignIn.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

const participantUsername = 'participant';

export function CampPasswordScreen() {
  const { user } = useSession();
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [missing, setMissing] = useState(false);
  const passwordId = useId();
  const login = useSignIn(firstCalls.campLogin);

  // Signed in (already, or just now): the participant menu is at /.
  if (user) return <Navigate to="/" />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Already logging in: a second submission, however it comes, sends nothing more.
    if (login.isPending) return;
    setMissing(password === '');
    if (password !== '') login.send({ username: participantUsername, password });
  };

  return (
    <div className="camp-password">
      <ScreenTitle>Enter your camp password</ScreenTitle>
      <form className="card form" onSubmit={submit} noValidate>
        <label className="field-label" htmlFor={passwordId}>
          Camp password
        </label>
        <input
          id={passwordId}
          className="text-input"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          autoCapitalize="none"
          spellCheck={false}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          readOnly={login.isPending}
        />
        <label className="check">
          <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
          Show password
        </label>
        <Button type="submit" busy={login.isPending}>
          Submit
        </Button>
      </form>
      {login.isPending && <Spinner label={messages.loggingIn} />}
      {missing && <Notice tone="failure">Please type your camp password first.</Notice>}
      {login.isError && <Notice tone="failure">{failureText(login.error)}</Notice>}
    </div>
  );
}

function failureText(error: Error): string {
  if (error instanceof ApiFailure && error.status === 401) return messages.campLoginWrongPassword;
  // Too many tries: the server says when to try again.
  if (error instanceof ApiFailure && error.status === 429) return error.message;
  return messages.campLoginNetwork;
}
