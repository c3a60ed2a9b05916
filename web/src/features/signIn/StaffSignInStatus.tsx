// What a staff sign-in is doing, in words (docs/product.md#sign-in-google).
import { messages } from '@pals/core/messages';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { StaffSignInState } from './useStaffSignIn.ts';

export function StaffSignInStatus({ state }: { state: StaffSignInState }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'loggingIn':
      return <Spinner label={messages.loggingIn} />;
    case 'notSetUp':
      return <Notice tone="failure">{messages.googleNotSetUp}</Notice>;
    case 'failed':
      return (
        <Notice tone="failure">
          {messages.googleLoginFailed}
          {state.code && ` ${messages.googleErrorCode(state.code)}`}
        </Notice>
      );
  }
}
