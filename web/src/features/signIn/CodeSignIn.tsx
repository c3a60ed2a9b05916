// "I have a code from staff" on the camp password screen (docs/product.md#let-a-phone-in): the code a
// staff member shows signs this phone in to their program, while camp-password sign-in is closed too,
// and for a participant who finds a password hard to type. Refusals are the server's plain words.
// Opened from the QR of a code (/participant?code=…), it signs in with that code at once, and takes
// the code out of the address so a reload or Back does not try it again.
import { messages } from '@pals/core/messages';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiFailure } from '../../api/client.ts';
import { firstCalls } from '../../api/firstCalls.ts';
import { useSignIn } from '../../session/useSignIn.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useNavigate } from '../../ui/router.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

export function CodeSignIn({ onPassword, fromLink = null }: { onPassword: () => void; fromLink?: string | null }) {
  const [code, setCode] = useState(fromLink ?? '');
  const [missing, setMissing] = useState(false);
  const codeId = useId();
  const login = useSignIn(firstCalls.codeLogin);
  const navigate = useNavigate();
  const tried = useRef(false);
  useEffect(() => {
    if (fromLink === null || tried.current) return;
    tried.current = true;
    navigate('/participant', { replace: true });
    if (fromLink.trim() !== '') login.send({ code: fromLink });
  }, [fromLink, login, navigate]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    setMissing(code.trim() === '');
    if (code.trim() !== '') login.send({ code });
  };
  return (
    <>
      <p id="camp-password-help" className="lead-text">
        A counselor or staff member can show you a code on their phone. Type it here.
      </p>
      <form className="card form" onSubmit={submit} noValidate>
        <label className="field-label" htmlFor={codeId}>
          Code from staff
        </label>
        <input
          id={codeId}
          className="text-input"
          type="text"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          readOnly={login.isPending}
        />
        <Button type="submit" busy={login.isPending}>
          Sign in with the code
        </Button>
      </form>
      <Button look="quiet" onClick={onPassword}>
        Use the camp password instead
      </Button>
      {login.isPending && <Spinner label={messages.loggingIn} />}
      {missing && (
        <Notice id="camp-password-problem" tone="failure">
          Please type the code first.
        </Notice>
      )}
      {login.isError && !missing && (
        <Notice id="camp-password-problem" tone="failure">
          {login.error instanceof ApiFailure && login.error.status !== 0 ? login.error.message : messages.campLoginNetwork}
        </Notice>
      )}
    </>
  );
}
