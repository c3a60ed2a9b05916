// docs/product.md#screen-support, docs/product.md#states, docs/product.md#limits: one address in, the nearest hub out. Submitting shows for at least
// 1 second; a 400 shows the server's words (they say what to add), any other failure docs/product.md#messages text.
import { api } from '@pals/core/api';
import { limits } from '@pals/core/limits';
import { messages } from '@pals/core/messages';
import { useState, type FormEvent } from 'react';
import { ApiFailure } from '../../api/client.ts';
import { useApiMutation } from '../../data/useApiMutation.ts';
import { ReasonedButton } from '../../ui/ReasonedButton.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

export function AddressLookup() {
  const [address, setAddress] = useState('');
  const lookup = useApiMutation(api.hubs);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (address.trim() !== '' && !lookup.isPending) lookup.send({ message: address.trim() });
  };

  return (
    <section className="card support-card" aria-labelledby="hub-title">
      <h2 id="hub-title">Find your PALS hub</h2>
      <p id="hub-about">Your hub is the PALS group near your home.</p>
      <form className="form" onSubmit={submit} noValidate>
        <label className="field-label" htmlFor="hub-address">
          Your home address
        </label>
        <input
          id="hub-address"
          className="text-input"
          type="text"
          autoComplete="street-address"
          maxLength={limits.address}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          readOnly={lookup.isPending}
        />
        <ReasonedButton
          id="hub-submit"
          type="submit"
          why={address.trim() === '' ? 'To look up your hub, type your address.' : null}
          busy={lookup.isPending}
        >
          Submit
        </ReasonedButton>
      </form>
      {lookup.isPending && <Spinner label="Submitting..." />}
      {lookup.isSuccess && (
        <div id="hub-answer" className="hub-answer" role="status">
          <p>
            <span className="hub-answer-label">Address:</span> {lookup.variables.body.message}
          </p>
          <p>
            <span className="hub-answer-label">Your hub:</span> {lookup.data.hub}
          </p>
        </div>
      )}
      {lookup.isError && (
        <Notice tone="failure" id="hub-failure">
          {failureText(lookup.error)}
        </Notice>
      )}
    </section>
  );
}

function failureText(error: Error): string {
  if (error instanceof ApiFailure && error.status === 400) return error.message;
  return messages.addressFailed;
}
