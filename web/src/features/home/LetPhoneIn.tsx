// "Let a phone in" (docs/product.md#let-a-phone-in, docs/decisions/070-a-staff-code-lets-a-phone-in.md): on a
// staff member's home, a code to show or read out that signs one phone in to their program as a
// participant, without the camp password; it works while camp-password sign-in is closed.
import { api } from '@pals/core/api';
import { phoneCodeLimits, shownCode } from '@pals/core/signIn/phoneCodes';
import { todayOrShortTime } from '@pals/core/dates/time';
import { lazy, Suspense, useId } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useApiMutation } from '../../data/useApiMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';

const minutes = phoneCodeLimits.validMs / 60_000;
/** The QR and its library load only once a code shows (never in the first load); if they do not load, the code still does. */
const PhoneCodeQr = lazy(() => import('./PhoneCodeQr.tsx').then((module) => ({ default: module.PhoneCodeQr })));

export function LetPhoneIn({ program }: { program: string }) {
  const titleId = useId();
  const make = useApiMutation(api.phoneCode);
  const made = make.data;
  return (
    <section className="card let-phone-in" aria-labelledby={titleId}>
      <h2 id={titleId} className="today-heading">
        Let a phone in
      </h2>
      <p className="menu-note">
        A code signs one phone in to {program} as a participant, without the camp password. It works once, for {minutes} minutes.
      </p>
      {made && (
        <>
          <p className="phone-code" aria-label="The code">
            {shownCode(made.code)}
          </p>
          <p>
            On the new phone: choose Participant, then “I have a code from staff”, and type this code. It works until{' '}
            {todayOrShortTime(Date.parse(made.expiresAt))}.
          </p>
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <p>Or let the new phone’s camera read this QR code: it opens the app and signs the phone in.</p>
              <PhoneCodeQr code={made.code} />
            </Suspense>
          </ErrorBoundary>
        </>
      )}
      <Button look={made ? 'secondary' : 'primary'} busy={make.isPending} onClick={() => make.send({})}>
        {made ? 'Show a new code' : 'Show a code'}
      </Button>
      {make.isError && <Notice tone="failure">No code was made. {make.error.message}</Notice>}
    </section>
  );
}
