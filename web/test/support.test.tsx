import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClock, halfTheSpinnerTime, spinnerTime } from './clock.ts';
import { blueRidgeParticipant, demoLinks, fakeServer, staffUser } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

const rooms = ['Cabin 1', 'Cabin 2', 'Lodge 10', 'Birch Hall 1', 'Dining Hall', 'Art Barn'];
const alex = { staff: { name: 'Alex Rivera', phone: '+14125550100' } };

function supportServer(staff: { staff: { name: string | null; phone: string | null } } = alex) {
  return fakeServer({
    'GET /api/local/staff': () => ({ json: staff }),
    'GET /api/google/staff': () => ({ json: staff }),
    'GET /api/rooms': () => ({ json: { names: rooms } }),
  });
}

/** A paragraph whose whole text, labels included, is `text`. */
const paragraph = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

describe('Get Support (/support)', () => {
  it('shows the emergency notice with 911 to call, the admin card, text chat and the resource center', async () => {
    supportServer().signedInAs(blueRidgeParticipant);
    renderApp('/support');

    expect(await screen.findByRole('heading', { level: 1, name: 'Get Support' })).toBeTruthy();
    expect(screen.getByText(/If this is an emergency, call/).textContent).toBe('If this is an emergency, call 911 immediately');
    expect(screen.getByRole('link', { name: '911' }).getAttribute('href')).toBe('tel:911');

    const admin = await screen.findByRole('region', { name: 'Call your program admin' });
    expect(within(admin).getByText('Alex Rivera')).toBeTruthy();
    expect(within(admin).getByRole('link', { name: '(412) 555-0100' }).getAttribute('href')).toBe('tel:+14125550100');

    const chat = screen.getByRole('link', { name: 'Text chat with us' });
    expect(chat.getAttribute('href')).toBe(demoLinks.text_chat_link);
    expect(chat.getAttribute('target')).toBe('_blank');
    const resources = screen.getByRole('link', { name: 'Open the guides' });
    expect(resources.getAttribute('href')).toBe(demoLinks.resource_center_link);
    expect(resources.getAttribute('target')).toBe('_blank');
  });

  it('opens a text-chat link as a text to the number and a mailto resource link as an email, in place, not in a new tab', async () => {
    const links = { ...demoLinks, text_chat_link: 'sms:+13125550199', resource_center_link: 'mailto:help@example.org' };
    fakeServer({
      'GET /api/local/staff': () => ({ json: alex }),
      'GET /api/rooms': () => ({ json: { names: rooms } }),
      'GET /api/me': () => ({ json: { user: blueRidgeParticipant, links } }),
    }).signedInAs(blueRidgeParticipant);
    renderApp('/support');

    const chat = await screen.findByRole('link', { name: 'Text chat with us' });
    expect([chat.getAttribute('href'), chat.getAttribute('target'), chat.getAttribute('aria-describedby')]).toEqual([
      'sms:+13125550199',
      null,
      null,
    ]);
    const resources = screen.getByRole('link', { name: 'Open the guides' });
    expect([resources.getAttribute('href'), resources.getAttribute('target')]).toEqual(['mailto:help@example.org', null]);
  });

  it('hides the admin card when the phone is not known', async () => {
    supportServer({ staff: { name: 'Alex Rivera', phone: null } }).signedInAs(staffUser('Marcus Lee', 'Lead', 'Blue Ridge'));
    renderApp('/support');

    await screen.findByRole('link', { name: 'Text chat with us' });
    expect(screen.queryByRole('region', { name: 'Call your program admin' })).toBeNull();
    expect(screen.queryByText('Alex Rivera')).toBeNull();
  });

  it('lists rooms only from the 3rd letter typed, ignoring case', async () => {
    supportServer().signedInAs(blueRidgeParticipant);
    renderApp('/support');
    const user = userEvent.setup();
    const box = await screen.findByLabelText('Find a room');
    const shownRooms = () => screen.queryByRole('list', { name: 'Matching rooms' })?.textContent ?? '';

    expect(screen.getByText('Type at least 3 letters.')).toBeTruthy();
    await user.type(box, 'ha');
    expect(shownRooms()).toBe('');
    expect(screen.getByText('Type at least 3 letters.')).toBeTruthy();

    await user.type(box, 'L');
    const list = screen.getByRole('list', { name: 'Matching rooms' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Birch Hall 1', 'Dining Hall']);
    expect(screen.getByText('2 rooms match.')).toBeTruthy();

    await user.clear(box);
    await user.type(box, 'xyz');
    expect(shownRooms()).toBe('');
    expect(screen.getByText('No rooms match.')).toBeTruthy();
  });

  it('looks up the hub of an address, showing the address and the hub after at least 1 second', async () => {
    const hubServer = fakeServer({
      'GET /api/local/staff': () => ({ json: alex }),
      'GET /api/rooms': () => ({ json: { names: rooms } }),
      'POST /api/hubs': () => ({ json: { hub: 'Pittsburgh Hub' } }),
    });
    hubServer.signedInAs(blueRidgeParticipant);
    renderApp('/support');
    const user = fakeClock();

    const address = await screen.findByLabelText('Your home address');
    expect(address.getAttribute('maxlength')).toBe('100');
    const submit = within(address.closest('form')!).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'To look up your hub, type your address.',
    );
    await user.type(address, '5000 Forbes Ave, Pittsburgh, PA 15213');
    const started = performance.now();
    await user.click(submit);
    expect(screen.getByText('Submitting...')).toBeTruthy();
    // The server answered at once; half the minimum on, Submitting... still shows.
    await halfTheSpinnerTime();
    expect(hubServer.requests.filter((request) => request.route === 'POST /api/hubs')).toHaveLength(1);
    expect(screen.getByText('Submitting...')).toBeTruthy();
    await halfTheSpinnerTime();

    await screen.findByText('Pittsburgh Hub', { exact: false }, { timeout: 3000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(screen.getByText(paragraph('Address: 5000 Forbes Ave, Pittsburgh, PA 15213'))).toBeTruthy();
    expect(screen.getByText(paragraph('Your hub: Pittsburgh Hub'))).toBeTruthy();
    expect(hubServer.requests.find((request) => request.route === 'POST /api/hubs')?.body).toEqual({
      message: '5000 Forbes Ave, Pittsburgh, PA 15213',
    });
  });

  it("shows the server's words when the address lacks a ZIP code, and SPEC's text for any other failure", async () => {
    let answer = {
      status: 400,
      json: {
        error: {
          code: 'bad_input',
          message: 'Please add the 5-digit ZIP code to the address.',
          fields: { message: 'no ZIP code found in the address' },
        },
      },
    };
    fakeServer({
      'GET /api/local/staff': () => ({ json: alex }),
      'GET /api/rooms': () => ({ json: { names: rooms } }),
      'POST /api/hubs': () => answer,
    }).signedInAs(blueRidgeParticipant);
    renderApp('/support');
    const user = fakeClock();

    await user.type(await screen.findByLabelText('Your home address'), '5000 Forbes Ave, Pittsburgh');
    const submit = within(screen.getByLabelText('Your home address').closest('form')!).getByRole('button', { name: 'Submit' });
    await user.click(submit);
    await spinnerTime();
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe('Please add the 5-digit ZIP code to the address.');

    answer = { status: 503, json: { error: { code: 'unavailable', message: 'No hubs are set up yet.', fields: { message: '' } } } };
    await user.click(submit);
    await spinnerTime();
    await screen.findByText('Address submission failed. Please reload this page to try again.', {}, { timeout: 3000 });
    expect(screen.getByRole('alert').textContent).toBe('Address submission failed. Please reload this page to try again.');
  });
});
