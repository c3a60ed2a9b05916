// docs/product.md#screen-participant: the camp password form. docs/product.md#states: idle, logging in (at least 1 second),
// wrong password, network failure. The username is fixed in the client (docs/product.md#calls).
import { firstCalls } from '../../api/firstCalls.ts';
import { messages } from '@pals/core/messages';
import { useId, useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from '../../ui/router.tsx';
import { ApiFailure } from '../../api/client.ts';
import { useSession } from '../../session/session.tsx';
import { useSignIn } from '../../session/useSignIn.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { ListenTitle } from '../../ui/listen/ListenTitle.tsx';
import type { ListenItem } from '../../ui/listen/utterances.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { CodeSignIn } from './CodeSignIn.tsx';

const participantUsername = 'participant';

const help = 'It is the password of your camp. Your counselor can tell you what it is.';
const wrongHelp = 'Check each letter, or ask your counselor for the camp password.';

/** What Listen reads: the title, the help, and a problem when one shows (never the password typed). */
const listenParts: ListenItem[] = [
  { text: 'Enter your camp password.', target: 'camp-password-title' },
  { text: help, target: 'camp-password-help' },
  { from: 'camp-password-problem' },
  { from: 'camp-password-problem-help' },
];
const codeListenParts: ListenItem[] = [
  { text: 'Sign in with a code from staff.', target: 'camp-password-title' },
  { from: 'camp-password-help' },
  { from: 'camp-password-problem' },
];

export function CampPasswordScreen() {
  const { user } = useSession();
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [missing, setMissing] = useState(false);
  // /participant?code=…, the address in a staff member's QR (features/home/PhoneCodeQr.tsx): signs in with it.
  const [search] = useSearchParams();
  const fromLink = search.get('code');
  const [withCode, setWithCode] = useState(fromLink !== null);
  const passwordId = useId();
  const login = useSignIn(firstCalls.campLogin);

  // Signed in (already, or just now): the participant menu is at /.
  if (user) return <Navigate to="/" />;

  if (withCode)
    return (
      <div className="camp-password">
        <ListenTitle id="camp-password-title" back={{ to: '/', name: 'Back to the start' }} parts={() => codeListenParts}>
          Sign in with a code from staff
        </ListenTitle>
        <CodeSignIn onPassword={() => setWithCode(false)} fromLink={fromLink} />
      </div>
    );

  const failed = login.isError && !missing;
  const wrong = failed && wrongPassword(login.error);
  const problem = missing ? 'Please type your camp password first.' : failed ? failureText(login.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Already logging in: a second submission, however it comes, sends nothing more.
    if (login.isPending) return;
    setMissing(password === '');
    if (password !== '') login.send({ username: participantUsername, password });
  };

  return (
    <div className="camp-password">
      <ListenTitle id="camp-password-title" back={{ to: '/', name: 'Back to the start' }} parts={() => listenParts}>
        Enter your camp password
      </ListenTitle>
      <p id="camp-password-help" className="lead-text">
        {help}
      </p>
      <form className="card form" onSubmit={submit} noValidate>
        <label className="field-label" htmlFor={passwordId}>
          Camp password
        </label>
        {/* A problem shows above the box it is about, where the eyes are, and marks the box. */}
        {problem && (
          <Notice id="camp-password-problem" tone="failure">
            {problem}
          </Notice>
        )}
        {wrong && (
          <p id="camp-password-problem-help" className="lead-text">
            {wrongHelp}
          </p>
        )}
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
          aria-invalid={missing || wrong ? true : undefined}
          aria-describedby={problem ? (wrong ? 'camp-password-problem camp-password-problem-help' : 'camp-password-problem') : undefined}
        />
        <label className="check">
          <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
          Show password
        </label>
        <Button type="submit" busy={login.isPending}>
          Submit
        </Button>
      </form>
      <Button look="quiet" onClick={() => setWithCode(true)}>
        I have a code from staff
      </Button>
      {login.isPending && <Spinner label={messages.loggingIn} />}
    </div>
  );
}

const wrongPassword = (error: Error) => error instanceof ApiFailure && error.status === 401;

function failureText(error: Error): string {
  if (wrongPassword(error)) return messages.campLoginWrongPassword;
  // Too many tries: the server says when to try again.
  if (error instanceof ApiFailure && error.status === 429) return error.message;
  return messages.campLoginNetwork;
}
