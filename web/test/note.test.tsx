import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClock, halfTheSpinnerTime, spinnerTime } from './clock.ts';
import { fakeServer, staffUser } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

const person = (name: string, role = 'Peer') => ({ name, role, is_lead: false, is_staff: false });
const participants = [
  person('Zoe Marchetti', 'Counselor'),
  person('*Coach Taylor', 'Coach'),
  person('ben Adeyemi', 'Counselor'),
  person('Amara Sokolova'),
  person('2nd Floor Crew', 'Group'),
  person('Élodie Brun', 'Partner'),
  person('*Chef Ramon', 'Cook'),
  person('Aria Lindqvist'),
];
const participantsRoute = { 'GET /api/google/participants': () => ({ json: { participants } }) };
const marcus = staffUser('Marcus Lee', 'Lead', 'Blue Ridge');

/** The picker's groups as shown: each heading's words and its names. */
function shownGroups() {
  return within(screen.getByRole('region', { name: 'Choose a participant' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => [
      heading.textContent,
      within(heading.closest('section')!)
        .getAllByRole('button')
        .map((button) => button.querySelector('.picker-name')?.textContent),
    ]);
}

describe('Participant note (/note): the picker', () => {
  it('groups the program by initial letter: accents and small letters under their letter, others under #, the * names last as the camp staff', async () => {
    fakeServer(participantsRoute).signedInAs(marcus);
    renderApp('/note');

    expect(await screen.findByRole('heading', { level: 1, name: 'Participant Note' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Choose a participant' });
    expect(shownGroups()).toEqual([
      ['A', ['Amara Sokolova', 'Aria Lindqvist']],
      ['B', ['ben Adeyemi']],
      ['E', ['Élodie Brun']],
      ['Z', ['Zoe Marchetti']],
      ['# Numbers and signs', ['2nd Floor Crew']],
      ['Camp staff', ['Chef Ramon', 'Coach Taylor']],
    ]);
    const jump = screen.getByRole('navigation', { name: 'Jump to a letter' });
    expect(
      within(jump)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['A', 'B', 'E', 'Z', '#', 'Staff']);
    expect(within(jump).getByRole('button', { name: 'Names that start with a number or sign' }).textContent).toBe('#');
    expect(screen.getByText('8 people on the list')).toBeTruthy();
    expect(screen.getByText('Beside each name is their role at camp. Peers and Partners are the campers.')).toBeTruthy();
  });

  it('jumps to a letter: its heading takes focus', async () => {
    fakeServer(participantsRoute).signedInAs(marcus);
    renderApp('/note');
    const user = userEvent.setup();

    const jump = await screen.findByRole('navigation', { name: 'Jump to a letter' });
    await user.click(within(jump).getByRole('button', { name: 'Z' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Z' }));
  });

  it('filters by any part of the name, big or small letters and accents alike', async () => {
    fakeServer(participantsRoute).signedInAs(marcus);
    renderApp('/note');
    const user = userEvent.setup();

    const filter = await screen.findByLabelText('Find a participant');
    await user.type(filter, 'coach');
    expect(shownGroups()).toEqual([['Camp staff', ['Coach Taylor']]]);
    expect(screen.getByText('1 person matches.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Jump to a letter' })).toBeNull();

    await user.clear(filter);
    await user.type(filter, 'ELO');
    expect(shownGroups()).toEqual([['E', ['Élodie Brun']]]);

    await user.clear(filter);
    await user.type(filter, 'ar');
    expect(screen.getByText('3 people match.')).toBeTruthy();

    await user.clear(filter);
    await user.type(filter, 'xyz');
    expect(screen.getByText('No one matches.')).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('shows who is chosen, and Change goes back to the list', async () => {
    fakeServer(participantsRoute).signedInAs(marcus);
    renderApp('/note');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Coach Taylor/ }));
    expect(screen.getByText('Writing about:').parentElement?.textContent).toBe('Writing about: Coach Taylor');
    expect(screen.queryByRole('region', { name: 'Choose a participant' })).toBeNull();
    const message = screen.getByLabelText('Your note');
    expect(document.activeElement).toBe(message);
    expect(
      message
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['Writing about: Coach Taylor', '500 / 500 characters left']);

    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('region', { name: 'Choose a participant' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Find a participant'));
  });

  it('says when the program has no participants', async () => {
    fakeServer({ 'GET /api/google/participants': () => ({ json: { participants: [] } }) }).signedInAs(
      staffUser('Sam Okafor', 'Lead', null),
    );
    renderApp('/note');
    expect(await screen.findByText('No participants are listed for your program.')).toBeTruthy();
  });

  it('says loading failed when the participants cannot be had', async () => {
    fakeServer({
      'GET /api/google/participants': () => ({
        status: 403,
        json: { error: { code: 'not_allowed', message: 'You are not allowed to do this.' } },
      }),
    }).signedInAs(marcus);
    renderApp('/note');
    expect((await screen.findByRole('alert')).textContent).toBe('Loading failed. Please reload this page to try again.');
    expect(screen.queryByLabelText('Your note')).toBeNull();
  });
});

describe('Participant note (/note): writing and submitting', () => {
  it('counts the characters left and keeps Submit off until a participant and a message are there', async () => {
    fakeServer(participantsRoute).signedInAs(marcus);
    renderApp('/note');
    const user = userEvent.setup();

    const message = await screen.findByLabelText('Your note');
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(message.getAttribute('maxlength')).toBe('500');
    expect(screen.getByText('500 / 500 characters left')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    const why = () => document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(why()).toBe('To send, choose who it is about and write the note.');

    await user.type(message, 'Great day');
    expect(screen.getByText('491 / 500 characters left')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    expect(why()).toBe('To send, choose who it is about.');

    await user.click(screen.getByRole('button', { name: /^Zoe Marchetti/ }));
    expect(submit.disabled).toBe(false);

    await user.clear(message);
    await user.type(message, '  ');
    expect(screen.getByText('498 / 500 characters left')).toBeTruthy();
    expect(submit.disabled).toBe(true);
  });

  it('sends the real name with its *, shows Submitting... for at least 1 second, then thanks naming the person, and Write another note brings back the cleared form', async () => {
    const server = fakeServer({ ...participantsRoute, 'POST /api/google/note': () => ({ json: { ok: true } }) });
    server.signedInAs(marcus);
    renderApp('/note');
    const user = fakeClock();

    await user.type(await screen.findByLabelText('Find a participant'), 'Coach');
    await user.click(screen.getByRole('button', { name: /^Coach Taylor/ }));
    await user.type(screen.getByLabelText('Your note'), '  Led a great hike.  ');
    const started = performance.now();
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    await user.click(submit);
    expect(screen.getByText('Submitting...').closest('[role="status"]')).toBeTruthy();
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.disabled).toBe(false);
    expect(document.activeElement).toBe(submit);
    const change = screen.getByRole('button', { name: 'Change' }) as HTMLButtonElement;
    expect(change.getAttribute('aria-disabled')).toBe('true');
    expect(change.disabled).toBe(false);
    // While sending, Submit sends nothing more and Change keeps the participant.
    await user.click(submit);
    await user.click(change);
    expect(screen.getByText('Writing about:').parentElement?.textContent).toBe('Writing about: Coach Taylor');
    // The server answered at once; half the minimum on, Submitting... still shows.
    await halfTheSpinnerTime();
    expect(server.requests.filter((request) => request.route === 'POST /api/google/note')).toHaveLength(1);
    expect(screen.getByText('Submitting...')).toBeTruthy();
    await halfTheSpinnerTime();

    const thanks = await screen.findByText('Note submission succeeded. Thank you!', {}, { timeout: 3000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(thanks.closest('[role="status"]')).toBeTruthy();
    expect(server.requests.filter((request) => request.route === 'POST /api/google/note').map((request) => request.body)).toEqual([
      { participant: '*Coach Taylor', message: 'Led a great hike.' },
    ]);
    // The thank-you names whom the note was about, as the picker showed them, and offers the next.
    expect(screen.getByText('Your note about Coach Taylor was sent.')).toBeTruthy();
    // The "← Back" at the top and the thank-you's own button, both home.
    expect(screen.getAllByRole('link', { name: 'Back to home' }).map((link) => link.getAttribute('href'))).toEqual(['/', '/']);
    expect(screen.queryByLabelText('Your note')).toBeNull();
    // The title takes focus once the screen is painted (ui/afterPaint.ts).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Participant Note' })));

    // Write another note: the thank-you goes, the form is back cleared, and the filter has the focus.
    await user.click(screen.getByRole('button', { name: 'Write another note' }));
    expect(screen.queryByText('Note submission succeeded. Thank you!')).toBeNull();
    expect(screen.queryByText('Your note about Coach Taylor was sent.')).toBeNull();
    expect((screen.getByLabelText('Your note') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByText('500 / 500 characters left')).toBeTruthy();
    expect(screen.queryByText('Writing about:')).toBeNull();
    expect((screen.getByLabelText('Find a participant') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Find a participant')));
  });

  it('says the submission failed and keeps the participant and the message', async () => {
    fakeServer({
      ...participantsRoute,
      'POST /api/google/note': () => ({
        status: 422,
        json: { error: { code: 'invalid', message: 'The note is too long.' } },
      }),
    }).signedInAs(marcus);
    renderApp('/note');
    const user = fakeClock();

    await user.click(await screen.findByRole('button', { name: /^Amara Sokolova/ }));
    await user.type(screen.getByLabelText('Your note'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Note submission failed. Please reload this page to try again.',
    );
    expect(screen.getByText('Writing about:').parentElement?.textContent).toBe('Writing about: Amara Sokolova');
    expect((screen.getByLabelText('Your note') as HTMLTextAreaElement).value).toBe('Hello');
  });
});
