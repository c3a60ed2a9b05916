import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeClock, halfTheSpinnerTime, passTime, spinnerTime } from './clock.ts';
import { fakeServer, staffUser, textContacts, type Answer } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

const blueRidge = [
  { program: 'Blue Ridge', fullname: '*Coach Taylor', count: 1, optedOut: 0 },
  { program: 'Blue Ridge', fullname: 'Eli Brandywine', count: 2, optedOut: 0 },
  { program: 'Blue Ridge', fullname: 'Zoe Marchetti', count: 1, optedOut: 0 },
];
const contacts = (list = blueRidge) => textContacts(list);
const sent =
  (response: string, success = true) =>
  (): Answer => ({ json: { success, response } });
const priya = staffUser('Priya Shah', 'Program Staff', 'Blue Ridge');
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Requests = ReturnType<typeof fakeServer>['requests'];
const sends = (requests: Requests, route = 'POST /api/google/text') => requests.filter((request) => request.route === route);

/** The confirmation, once 'Send now' may be pressed (half a second after it opens). */
async function readyConfirmation() {
  const region = screen.getByRole('region', { name: 'Check your text' });
  await passTime(500);
  await waitFor(() => expect((within(region).getByRole('button', { name: 'Send now' }) as HTMLButtonElement).disabled).toBe(false));
  return region;
}

async function writeAndConfirm(user: ReturnType<typeof userEvent.setup>, message: string) {
  await user.type(await screen.findByLabelText('Your text'), message);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return readyConfirmation();
}

describe('Send a Program Text (/text): Program Staff', () => {
  it('counts the characters left, shows the program and its recipient count, and keeps Send off while the message is empty', async () => {
    fakeServer({ 'GET /api/google/text': contacts() }).signedInAs(priya);
    renderApp('/text');
    const user = fakeClock();

    expect(await screen.findByRole('heading', { level: 1, name: 'Send a Program Text' })).toBeTruthy();
    const message = screen.getByLabelText('Your text');
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(message.getAttribute('maxlength')).toBe('100');
    expect(screen.getByText('100 / 100 characters left')).toBeTruthy();
    expect(screen.getByText('To:').parentElement?.textContent).toBe('To: Blue Ridge');
    expect(await screen.findByText('Recipients: 4')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(send.disabled).toBe(true);

    await user.type(message, '   ');
    expect(screen.getByText('97 / 100 characters left')).toBeTruthy();
    expect(send.disabled).toBe(true);
    await user.type(message, 'Hi');
    expect(send.disabled).toBe(false);
  });

  it('shows Recipients: ERR when the contact list failed to load', async () => {
    fakeServer({
      'GET /api/google/text': () => ({ status: 403, json: { error: { code: 'not_allowed', message: 'You are not allowed to do this.' } } }),
    }).signedInAs(priya);
    renderApp('/text');
    expect(await screen.findByText('Recipients: ERR')).toBeTruthy();
    expect(screen.getByLabelText('Your text')).toBeTruthy();
    expect(screen.getByText('The contact list did not load. The text can still be sent.')).toBeTruthy();
  });

  it('offline, Recipients: ERR makes no promise that the text can still be sent', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      fakeServer({ 'GET /api/google/text': () => ({ networkError: true }) }).signedInAs(priya);
      renderApp('/text');
      expect(await screen.findByText('Recipients: ERR')).toBeTruthy();
      expect(screen.queryByText('The contact list did not load. The text can still be sent.')).toBeNull();
    } finally {
      onLine.mockRestore();
    }
  });

  it('confirms the exact prefixed text and the count first; Go back keeps the message and sends nothing', async () => {
    const server = fakeServer({ 'GET /api/google/text': contacts(), 'POST /api/google/text': sent('Sent to 4 people.') });
    server.signedInAs(priya);
    renderApp('/text');
    const user = fakeClock();

    await screen.findByText('Recipients: 4');
    const confirmation = await writeAndConfirm(user, ' Buses leave at 9! ');
    expect(within(confirmation).getByText('[Blue Ridge] Buses leave at 9!')).toBeTruthy();
    expect(within(confirmation).getByText('Recipients: 4')).toBeTruthy();
    expect(document.activeElement).toBe(within(confirmation).getByRole('heading', { level: 2, name: 'Check your text' }));
    expect(screen.queryByLabelText('Your text')).toBeNull();

    await user.click(within(confirmation).getByRole('button', { name: 'Go back' }));
    expect((screen.getByLabelText('Your text') as HTMLTextAreaElement).value).toBe(' Buses leave at 9! ');
    expect(sends(server.requests)).toEqual([]);
  });

  it('does not take a double tap on Send as Send now, which opens under the same finger', async () => {
    const server = fakeServer({ 'GET /api/google/text': contacts(), 'POST /api/google/text': sent('Sent to 4 people.') });
    server.signedInAs(priya);
    renderApp('/text');
    const user = fakeClock();

    await user.type(await screen.findByLabelText('Your text'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const sendNow = screen.getByRole('button', { name: 'Send now' }) as HTMLButtonElement;
    expect(sendNow.disabled).toBe(true);
    await user.click(sendNow);
    expect(sends(server.requests)).toEqual([]);
    await passTime(500);
    await waitFor(() => expect(sendNow.disabled).toBe(false));
  });

  it('sends with an Idempotency-Key, shows Sending... for at least 1 second, then the answer and the way home', async () => {
    const server = fakeServer({ 'GET /api/google/text': contacts(), 'POST /api/google/text': sent('Sent to 4 people.') });
    server.signedInAs(priya);
    renderApp('/text');
    const user = fakeClock();

    const confirmation = await writeAndConfirm(user, 'Buses leave at 9!');
    const started = performance.now();
    const sendNow = within(confirmation).getByRole('button', { name: 'Send now' }) as HTMLButtonElement;
    await user.click(sendNow);
    expect(screen.getByText('Sending...').closest('[role="status"]')).toBeTruthy();
    expect(sendNow.getAttribute('aria-disabled')).toBe('true');
    expect(sendNow.disabled).toBe(false);
    expect(document.activeElement).toBe(sendNow);
    const goBack = within(confirmation).getByRole('button', { name: 'Go back' }) as HTMLButtonElement;
    expect(goBack.getAttribute('aria-disabled')).toBe('true');
    expect(goBack.disabled).toBe(false);
    // While sending, Send now sends nothing more and Go back leaves the confirmation open.
    await user.click(sendNow);
    await user.click(goBack);
    expect(screen.getByRole('region', { name: 'Check your text' })).toBe(confirmation);
    // The server answered at once; half the minimum on, Sending... still shows.
    await halfTheSpinnerTime();
    expect(sends(server.requests)).toHaveLength(1);
    expect(screen.getByText('Sending...')).toBeTruthy();
    await halfTheSpinnerTime();

    const done = await screen.findByText('Text submission succeeded. Sent to 4 people.', {}, { timeout: 3000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(done.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(sends(server.requests).map((request) => request.body)).toEqual([{ message: 'Buses leave at 9!' }]);
    expect(sends(server.requests)[0]?.headers['Idempotency-Key']).toMatch(uuid);
  });

  it('tries a failed send again with the same Idempotency-Key; a new confirmation gets a new one', async () => {
    let tries = 0;
    const server = fakeServer({
      'GET /api/google/text': contacts(),
      'POST /api/google/text': () => (++tries === 1 ? { networkError: true } : { json: { success: true, response: 'Sent to 4 people.' } }),
    });
    server.signedInAs(priya);
    renderApp('/text');
    const user = fakeClock();

    const confirmation = await writeAndConfirm(user, 'Buses leave at 9!');
    await user.click(within(confirmation).getByRole('button', { name: 'Send now' }));
    await spinnerTime();
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Text submission failed. The server could not be reached. Check your connection, then press Send now again; the text will not go out twice.',
    );
    await user.click(within(confirmation).getByRole('button', { name: 'Send now' }));
    await spinnerTime();
    await screen.findByText('Text submission succeeded. Sent to 4 people.', {}, { timeout: 3000 });

    await user.click(screen.getByRole('button', { name: 'Write another text' }));
    expect((screen.getByLabelText('Your text') as HTMLTextAreaElement).value).toBe('');
    await user.click(within(await writeAndConfirm(user, 'Lunch at noon')).getByRole('button', { name: 'Send now' }));
    await spinnerTime();
    await screen.findByText('Text submission succeeded. Sent to 4 people.', {}, { timeout: 3000 });

    const keys = sends(server.requests).map((request) => request.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[2]).toMatch(uuid);
  });

  it("shows the server's words under the failure: a refused send, or an answer that not everyone was reached", async () => {
    let answer: Answer = {
      status: 400,
      json: { error: { code: 'bad_input', message: 'A text can be at most 100 characters', fields: { message: 'too long' } } },
    };
    fakeServer({ 'GET /api/google/text': contacts(), 'POST /api/google/text': () => answer }).signedInAs(priya);
    renderApp('/text');
    const user = fakeClock();

    const confirmation = await writeAndConfirm(user, 'Hello');
    await user.click(within(confirmation).getByRole('button', { name: 'Send now' }));
    await spinnerTime();
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Text submission failed. A text can be at most 100 characters',
    );

    answer = { json: { success: false, response: 'Sent to 3 of 4 people. Not sent: Zoe Marchetti (+14105550105): invalid number' } };
    await user.click(within(confirmation).getByRole('button', { name: 'Send now' }));
    await spinnerTime();
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Text submission failed. Sent to 3 of 4 people. Not sent: Zoe Marchetti (+14105550105): invalid number',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
  });

  it('says the limit on people texted in an hour when the server refuses a send past it', async () => {
    const words =
      'You have texted 1,990 people in the last hour, and this text would go to 40 people: 2,000 an hour is the most one person may text. Please try again in 12 minutes.';
    fakeServer({
      'GET /api/google/text': contacts(),
      'POST /api/google/text': () => ({ status: 429, json: { error: { code: 'too_many_recipients', message: words } } }),
    }).signedInAs(priya);
    renderApp('/text');
    const user = fakeClock();

    const confirmation = await writeAndConfirm(user, 'Hello');
    await user.click(within(confirmation).getByRole('button', { name: 'Send now' }));
    await spinnerTime();
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(`Text submission failed. ${words}`);
  });

  it('tells Program Staff without a program that there is no one to text', async () => {
    fakeServer({ 'GET /api/google/text': contacts([]) }).signedInAs(staffUser('Pat Doe', 'Program Staff', null));
    renderApp('/text');
    expect(await screen.findByText('You have no program to text. An Administrator can text any program.')).toBeTruthy();
    expect(screen.queryByLabelText('Your text')).toBeNull();
  });
});

const everyProgram = [
  ...blueRidge,
  { program: 'Lakeshore', fullname: 'Anika Solberg', count: 2, optedOut: 0 },
  { program: 'Lakeshore', fullname: 'Omar Haddad', count: 1, optedOut: 0 },
];

describe('Send a Program Text (/text): Administrator', () => {
  it('texts a chosen program, their own by default, through the admin call', async () => {
    const server = fakeServer({ 'GET /api/google/text': contacts(everyProgram), 'POST /api/google/textadmin': sent('Sent to 3 people.') });
    server.signedInAs(staffUser('Alex Rivera', 'Administrator', 'Blue Ridge'));
    renderApp('/text');
    const user = fakeClock();

    const choice = await screen.findByRole('group', { name: 'Send to' });
    expect((within(choice).getByRole('radio', { name: 'A program' }) as HTMLInputElement).checked).toBe(true);
    const program = screen.getByLabelText('Program') as HTMLSelectElement;
    expect(program.value).toBe('Blue Ridge');
    expect(await screen.findByText('Recipients: 4')).toBeTruthy();
    expect(
      within(program)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Blue Ridge', 'Lakeshore']);

    await user.selectOptions(program, 'Lakeshore');
    expect(screen.getByText('Recipients: 3')).toBeTruthy();
    const confirmation = await writeAndConfirm(user, 'Swim test at 2');
    expect(within(confirmation).getByText('[Lakeshore] Swim test at 2')).toBeTruthy();
    expect(within(confirmation).getByText('Recipients: 3')).toBeTruthy();
    await user.click(within(confirmation).getByRole('button', { name: 'Send now' }));
    await spinnerTime();

    await screen.findByText('Text submission succeeded. Sent to 3 people.', {}, { timeout: 3000 });
    const [request] = sends(server.requests, 'POST /api/google/textadmin');
    expect(request?.body).toEqual({ message: 'Swim test at 2', selectedProgram: 'Lakeshore' });
    expect(request?.headers['Idempotency-Key']).toMatch(uuid);
  });

  it('texts a typed number: one recipient, the [PALS] prefix, at most 50 characters typed', async () => {
    const server = fakeServer({ 'GET /api/google/text': contacts(everyProgram), 'POST /api/google/textadmin': sent('Sent to 1 person.') });
    server.signedInAs(staffUser('Alex Rivera', 'Administrator', 'Blue Ridge'));
    renderApp('/text');
    const user = fakeClock();

    await user.click(await screen.findByRole('radio', { name: 'A phone number' }));
    expect(screen.queryByLabelText('Program')).toBeNull();
    const number = screen.getByLabelText('Phone number');
    expect(number.getAttribute('type')).toBe('tel');
    expect(number.getAttribute('maxlength')).toBe('50');
    expect(screen.getByText('Recipients: 1')).toBeTruthy();

    await user.type(screen.getByLabelText('Your text'), 'Hi');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(number, '(412) 555-0134');
    expect(await screen.findByText('Texts (412) 555-0134')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const confirm = await readyConfirmation();
    expect(within(confirm).getByText('[PALS] Hi')).toBeTruthy();
    expect(within(confirm).getByText('To:').parentElement?.textContent).toBe('To: (412) 555-0134');
    expect(within(confirm).getByText('Recipients: 1')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Send now' }));
    await spinnerTime();

    await screen.findByText('Text submission succeeded. Sent to 1 person.', {}, { timeout: 3000 });
    expect(sends(server.requests, 'POST /api/google/textadmin').map((request) => request.body)).toEqual([
      { message: 'Hi', inputNumber: '(412) 555-0134' },
    ]);
  });

  it('counts a typed number as 1 even when the contact list failed', async () => {
    fakeServer({ 'GET /api/google/text': () => ({ status: 403, json: { error: { code: 'not_allowed', message: 'No.' } } }) }).signedInAs(
      staffUser('Alex Rivera', 'Administrator', 'Blue Ridge'),
    );
    renderApp('/text');
    const user = fakeClock();

    expect(await screen.findByText('Recipients: ERR')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'A phone number' }));
    expect(screen.getByText('Recipients: 1')).toBeTruthy();
  });

  it('asks an Administrator without a program to choose one first', async () => {
    fakeServer({ 'GET /api/google/text': contacts(everyProgram) }).signedInAs(staffUser('Jordan Miles', 'Administrator', null));
    renderApp('/text');
    const user = fakeClock();

    const program = (await screen.findByLabelText('Program')) as HTMLSelectElement;
    expect(program.value).toBe('');
    await screen.findByRole('option', { name: 'Lakeshore' });
    expect(
      within(program)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a program', 'Blue Ridge', 'Lakeshore']);
    await user.type(screen.getByLabelText('Your text'), 'Hi');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(program, 'Blue Ridge');
    expect(screen.getByText('Recipients: 4')).toBeTruthy();
    expect(within(program).queryByRole('option', { name: 'Choose a program' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
