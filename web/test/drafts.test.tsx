// docs/offline.md "Drafts": what is typed and ticked is kept on the phone as it is typed, for its
// owner only, shown again with the words that say so, and gone on Clear draft, once sent, and at
// logout; a refusal after "Saved on this phone" puts the words back.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { forgetDrafts, readDraft, sameDraft, writeDraft } from '../src/data/drafts.ts';
import { fakeClock, passTime, spinnerTime } from './clock.ts';
import { blueRidgeParticipant, fakeServer, setUserCookie, staffUser, type Answer } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';
import { directorTaskRoutes } from './tasksData.ts';

const draftLine = /^Draft kept on this phone, last changed at \d{1,2}:\d{2} (AM|PM)\.$/;
const overSavedLine = /^Draft kept on this phone, last changed at \d{1,2}:\d{2} (AM|PM)\. It shows your changes over the saved answers\.$/;
const participantOwner = 'participant:Blue Ridge';
const marcus = staffUser('Marcus Lee', 'Lead', 'Blue Ridge');
/** The words of the draft line, or null while the form shows no draft. */
const shownLine = () => document.querySelector('.draft-line p')?.textContent ?? null;
const keptKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('pals-draft:'));
/** The drafts kept, not the notes that one went (drafts.ts). */
const draftsKept = () => keptKeys().filter((key) => !('gone' in JSON.parse(localStorage.getItem(key) ?? '{}')));

/** The screen opened again, as after a reload or a closed tab: nothing of the page before but what the phone kept. */
function openAgain(path: string) {
  cleanup();
  renderApp(path);
}

describe('drafts on the phone (data/drafts.ts)', () => {
  it('reads a draft back only for its owner, and forgets only the owner’s at logout', () => {
    writeDraft('feedback', { owner: 'staff:a@camp.org', at: 1, value: { message: 'Hi' }, base: { message: '' } });
    writeDraft('note', { owner: 'staff:a@camp.org', at: 2, value: { message: 'Note' }, base: { message: '' } });
    writeDraft('feedback', { owner: 'staff:b@camp.org', at: 3, value: { message: 'Other' }, base: { message: '' } });
    // An entry under someone's key naming another owner inside is nobody's to read.
    localStorage.setItem('pals-draft:staff:c@camp.org:feedback', JSON.stringify({ owner: 'staff:b@camp.org', at: 4, value: 'x' }));

    expect(readDraft('staff:a@camp.org', 'feedback')?.value).toEqual({ message: 'Hi' });
    expect(readDraft('staff:b@camp.org', 'note')).toBeNull();
    expect(readDraft('staff:c@camp.org', 'feedback')).toBeNull();

    forgetDrafts('staff:a@camp.org');
    expect(keptKeys().sort()).toEqual(['pals-draft:staff:b@camp.org:feedback', 'pals-draft:staff:c@camp.org:feedback']);
    forgetDrafts(null);
    expect(keptKeys()).toHaveLength(2);
  });

  it('counts an empty field the same as one not there, whatever the order', () => {
    expect(sameDraft({ a: '1', b: '' }, { a: '1' })).toBe(true);
    expect(sameDraft({ b: '2', a: '1' }, { a: '1', b: '2' })).toBe(true);
    expect(sameDraft({ a: '1' }, { a: '2' })).toBe(false);
    expect(sameDraft({ participant: null, message: '' }, { participant: 'Amara', message: '' })).toBe(false);
  });
});

describe('a form’s draft (data/useDraft.ts)', () => {
  it('keeps feedback as it is typed, shows it again with the draft line, and Clear draft empties it', async () => {
    fakeServer({}).signedInAs(blueRidgeParticipant);
    renderApp('/feedback');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your feedback'), 'The canoes were great');
    await user.type(screen.getByLabelText('Your name (optional)'), 'Sam');
    expect(shownLine()).toBeNull();
    expect(readDraft(participantOwner, 'feedback')?.value).toEqual({ message: 'The canoes were great', name: 'Sam' });

    openAgain('/feedback');
    expect(((await screen.findByLabelText('Your feedback')) as HTMLTextAreaElement).value).toBe('The canoes were great');
    expect((screen.getByLabelText('Your name (optional)') as HTMLInputElement).value).toBe('Sam');
    expect(shownLine()).toMatch(draftLine);
    expect(document.querySelector('.draft-line')?.getAttribute('role')).toBe('status');

    await user.click(screen.getByRole('button', { name: 'Clear draft' }));
    expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('Your name (optional)') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Draft cleared.')).toBe(document.activeElement);
    expect(draftsKept()).toEqual([]);
    openAgain('/feedback');
    expect(((await screen.findByLabelText('Your feedback')) as HTMLTextAreaElement).value).toBe('');
    expect(shownLine()).toBeNull();
  });

  it('shows another person signed in on the phone nothing of it, and keeps it for its owner', async () => {
    fakeServer({}).signedInAs(blueRidgeParticipant);
    renderApp('/feedback');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your feedback'), 'Private words');

    cleanup();
    setUserCookie(marcus);
    renderApp('/feedback');
    expect(((await screen.findByLabelText('Your feedback')) as HTMLTextAreaElement).value).toBe('');
    expect(shownLine()).toBeNull();

    cleanup();
    setUserCookie(blueRidgeParticipant);
    renderApp('/feedback');
    expect(((await screen.findByLabelText('Your feedback')) as HTMLTextAreaElement).value).toBe('Private words');
  });

  it('goes once the server has the feedback', async () => {
    fakeServer({ 'POST /api/local/feedback': () => ({ json: { ok: true } }) }).signedInAs(blueRidgeParticipant);
    renderApp('/feedback');
    const user = fakeClock();
    await user.type(await screen.findByLabelText('Your feedback'), 'Thanks for the week');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    expect(await screen.findByText('Feedback submission succeeded. Thank you!')).toBeTruthy();
    expect(draftsKept()).toEqual([]);

    openAgain('/feedback');
    expect(((await screen.findByLabelText('Your feedback')) as HTMLTextAreaElement).value).toBe('');
  });

  it('puts the words back in the form and on the phone when a write kept on the phone is refused', async () => {
    let tries = 0;
    const server = fakeServer({
      'POST /api/local/feedback': (): Answer =>
        ++tries === 1 ? { networkError: true } : { status: 422, json: { error: { code: 'invalid', message: 'Not today.' } } },
    });
    server.signedInAs(blueRidgeParticipant);
    renderApp('/feedback');
    const user = fakeClock();
    await user.type(await screen.findByLabelText('Your feedback'), 'The lake was cold');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    expect(await screen.findByText("Saved on this phone — it will be sent when you're back online.")).toBeTruthy();
    expect(draftsKept()).toEqual([]);

    // The next try, 2 s later (outbox.ts), is refused while the screen is open.
    await passTime(2_000);
    await spinnerTime();
    expect((await screen.findByRole('alert')).textContent).toBe('Feedback submission failed. Please reload this page to try again.');
    expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('The lake was cold');
    expect(readDraft(participantOwner, 'feedback')?.value).toEqual({ message: 'The lake was cold', name: '' });
  });

  it('keeps a note’s participant and words, and begins an empty one once it is sent', async () => {
    fakeServer({
      'GET /api/google/participants': () => ({
        json: { participants: [{ name: 'Amara Sokolova', role: 'Camper', is_lead: false, is_staff: false }] },
      }),
      'POST /api/google/note': () => ({ json: { ok: true } }),
    }).signedInAs(marcus);
    renderApp('/note');
    const user = fakeClock();
    await user.click(await screen.findByRole('button', { name: /^Amara Sokolova/ }));
    await user.type(screen.getByLabelText('Your note'), 'Slept well');

    openAgain('/note');
    expect((await screen.findByText('Writing about:')).parentElement?.textContent).toBe('Writing about: Amara Sokolova');
    expect((screen.getByLabelText('Your note') as HTMLTextAreaElement).value).toBe('Slept well');
    expect(shownLine()).toMatch(draftLine);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    expect(await screen.findByText('Note submission succeeded. Thank you!')).toBeTruthy();
    expect(draftsKept()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Write another note' }));
    expect((screen.getByLabelText('Your note') as HTMLTextAreaElement).value).toBe('');
  });

  it('puts a note back, its participant and words, when it is refused after the form began the next one', async () => {
    let tries = 0;
    fakeServer({
      'GET /api/google/participants': () => ({
        json: { participants: [{ name: 'Amara Sokolova', role: 'Camper', is_lead: false, is_staff: false }] },
      }),
      'POST /api/google/note': (): Answer =>
        ++tries === 1 ? { networkError: true } : { status: 422, json: { error: { code: 'invalid', message: 'Not today.' } } },
    }).signedInAs(marcus);
    renderApp('/note');
    const user = fakeClock();
    await user.click(await screen.findByRole('button', { name: /^Amara Sokolova/ }));
    await user.type(screen.getByLabelText('Your note'), 'Ate all her vegetables');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    expect(await screen.findByText("Saved on this phone — it will be sent when you're back online.")).toBeTruthy();
    expect((screen.getByLabelText('Your note') as HTMLTextAreaElement).value).toBe('');

    await passTime(2_000);
    await spinnerTime();
    expect((await screen.findByRole('alert')).textContent).toBe('Note submission failed. Please reload this page to try again.');
    expect(screen.getByText('Writing about:').parentElement?.textContent).toBe('Writing about: Amara Sokolova');
    expect((screen.getByLabelText('Your note') as HTMLTextAreaElement).value).toBe('Ate all her vegetables');
    expect(readDraft('staff:marcus.lee@example.org', 'note')?.value).toEqual({
      participant: 'Amara Sokolova',
      message: 'Ate all her vegetables',
    });
  });

  it('leaves a note kept on the phone to the waiting list once the next one is begun: the new words stay, the old are listed if refused', async () => {
    let tries = 0;
    fakeServer({
      'GET /api/google/participants': () => ({
        json: { participants: [{ name: 'Amara Sokolova', role: 'Camper', is_lead: false, is_staff: false }] },
      }),
      'POST /api/google/note': (): Answer =>
        ++tries === 1 ? { networkError: true } : { status: 422, json: { error: { code: 'invalid', message: 'Not today.' } } },
    }).signedInAs(marcus);
    renderApp('/note');
    const user = fakeClock();
    await user.click(await screen.findByRole('button', { name: /^Amara Sokolova/ }));
    await user.type(screen.getByLabelText('Your note'), 'First note');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    expect(await screen.findByText("Saved on this phone — it will be sent when you're back online.")).toBeTruthy();
    await user.type(screen.getByLabelText('Your note'), 'Second note');

    await passTime(2_000);
    await spinnerTime();
    expect(await screen.findByRole('button', { name: '1 not sent' })).toBeTruthy();
    expect((screen.getByLabelText('Your note') as HTMLTextAreaElement).value).toBe('Second note');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: '1 not sent' }));
    expect(document.querySelector('.outbox-words')?.textContent).toBe('“First note”');
  });

  it('wins over a report section’s saved answers when it opens again, and says so', async () => {
    fakeServer({
      'GET /api/google/reportsections': () => ({
        json: {
          days: [
            { day: 0, date: '2026-11-16', sections: [] },
            { day: 1, date: '2026-11-17', sections: [] },
          ],
        },
      }),
      'GET /api/google/staffreport?day=1&report=provisions': () => ({ json: { dietaryNeeds: 'Yes' } }),
    }).signedInAs(marcus);
    renderApp('/report/2/provisions');
    const user = userEvent.setup();
    const dietary = await screen.findByRole('group', { name: 'Were all dietary needs met today?' });
    expect(shownLine()).toBeNull();
    await user.click(within(dietary).getByRole('radio', { name: 'No' }));
    await user.click(
      within(screen.getByRole('group', { name: 'How were the make-your-own meals?' })).getByRole('radio', { name: '2 Rough' }),
    );

    openAgain('/report/2/provisions');
    const again = await screen.findByRole('group', { name: 'Were all dietary needs met today?' });
    expect((within(again).getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    const meals = screen.getByRole('group', { name: 'How were the make-your-own meals?' });
    expect((within(meals).getByRole('radio', { name: '2 Rough' }) as HTMLInputElement).checked).toBe(true);
    expect(shownLine()).toMatch(overSavedLine);

    await user.click(screen.getByRole('button', { name: 'Clear draft' }));
    expect((within(again).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Draft cleared: the form shows your saved answers.')).toBeTruthy();
    expect(draftsKept()).toEqual([]);
  });

  it('keeps a Director task’s ticks over its saved ones, and they go once saved', async () => {
    const contract = '04-eightweeks-deliverable-VenueContract';
    const server = fakeServer(directorTaskRoutes({ [`${contract}-contract`]: 'true' }));
    server.signedInAs(staffUser('Dana Brooks', 'Director', 'Blue Ridge'));
    renderApp(`/tasks/task/${contract}`);
    const user = fakeClock();
    await user.click(await screen.findByRole('checkbox', { name: 'Insurance certificate received' }));

    openAgain(`/tasks/task/${contract}`);
    expect(((await screen.findByRole('checkbox', { name: 'Insurance certificate received' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Contract signed' }) as HTMLInputElement).checked).toBe(true);
    expect(shownLine()).toMatch(overSavedLine);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(shownLine()).toBeNull();
    expect(draftsKept()).toEqual([]);
  });
});
