import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClock, halfTheSpinnerTime, spinnerTime } from './clock.ts';
import { fakeServer, staffUser, type Answer } from './fakeServer.ts';
import { renderApp, shownPath } from './renderApp.tsx';

const marcus = staffUser('Marcus Lee', 'Lead', 'Blue Ridge');
const sevenDays = (submitted: string[] = []) => ({
  json: { days: Array.from({ length: 7 }, (_, day) => ({ day, date: `2026-11-${16 + day}`, sections: day === 1 ? submitted : [] })) },
});

/** Marcus on a form of day 2 (index 1), with these saved answers and this answer to a submission. */
function openForm(section: string, saved: Record<string, string> = {}, submitted: () => Answer = () => ({ json: { ok: true } })) {
  let sent = false;
  const server = fakeServer({
    'GET /api/google/reportsections': () => sevenDays(sent ? [section] : []),
    [`GET /api/google/staffreport?day=1&report=${section}`]: () => ({ json: saved }),
    'POST /api/google/staffreport': () => {
      const answer = submitted();
      sent = (answer.status ?? 200) === 200;
      return answer;
    },
  });
  server.signedInAs(marcus);
  renderApp(`/report/2/${section}`);
  return server;
}

const radio = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', { name }) as HTMLInputElement;

describe('A report form (/report/{day}/{section})', () => {
  it('opens a Yes/No comment box only on its trigger, and a rating’s once rated', async () => {
    openForm('provisions');
    const user = userEvent.setup();

    const dietary = await screen.findByRole('group', { name: 'Were all dietary needs met today?' });
    expect(within(dietary).queryByLabelText('Comment')).toBeNull();
    await user.click(within(dietary).getByRole('radio', { name: 'No' }));
    const comment = within(dietary).getByLabelText('Comment');
    expect(comment.getAttribute('maxlength')).toBe('500');
    await user.click(within(dietary).getByRole('radio', { name: 'Yes' }));
    expect(within(dietary).queryByLabelText('Comment')).toBeNull();

    const meals = screen.getByRole('group', { name: 'How were the make-your-own meals?' });
    expect(
      within(meals)
        .getAllByRole('radio')
        .map((option) => option.closest('label')?.textContent),
    ).toEqual(['1 Extremely bad', '2 Rough', '3 Meh', '4 Great', '5 Fantastic']);
    expect(within(meals).queryByLabelText('Comment')).toBeNull();
    await user.click(within(meals).getByRole('radio', { name: '2 Rough' }));
    expect(within(meals).getByLabelText('Comment')).toBeTruthy();
  });

  it('uses the expectations labels for a performance rating, as one radio group per question', async () => {
    openForm('personnel');
    const user = userEvent.setup();

    const director = await screen.findByRole('group', { name: 'How did the Director do?' });
    expect(
      within(director)
        .getAllByRole('radio')
        .map((option) => option.closest('label')?.textContent),
    ).toEqual(['1 Far below expectations', '2 Below expectations', '3 Marginal', '4 Above expectations', '5 Far exceeded expectations']);
    expect(
      new Set(
        within(director)
          .getAllByRole('radio')
          .map((option) => option.getAttribute('name')),
      ),
    ).toEqual(new Set(['directorPerf']));
    await user.click(within(director).getByRole('radio', { name: '3 Marginal' }));
    await user.click(radio('How did the counselors do?', '5 Far exceeded expectations'));
    expect(radio('How did the Director do?', '3 Marginal').checked).toBe(true);
  });

  it('asks how an activity went, and shows the next, only once it has a name, and says so', async () => {
    openForm('programming');
    const user = userEvent.setup();

    const first = await screen.findByRole('group', { name: 'On-campus activity 1' });
    expect(within(first).queryByRole('group', { name: 'How engaged were the campers?' })).toBeNull();
    expect(within(first).queryByLabelText('What would you change next time?')).toBeNull();
    expect(screen.queryByRole('group', { name: 'On-campus activity 2' })).toBeNull();
    expect(screen.getByText('Give on-campus activity 1 a name to say how it went and to add on-campus activity 2.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Off-campus activity 1' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Off-campus activity 2' })).toBeNull();

    await user.type(within(first).getByLabelText('What was the activity?'), 'Canoeing');
    expect(within(first).getByRole('group', { name: 'How engaged were the campers?' })).toBeTruthy();
    expect(within(first).getByLabelText('What changed from the plan today?')).toBeTruthy();
    const second = screen.getByRole('group', { name: 'On-campus activity 2' });
    expect(within(second).getByLabelText('What was the activity?')).toBeTruthy();
    expect(within(second).queryByRole('group', { name: 'How engaged were the campers?' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'On-campus activity 3' })).toBeNull();
    expect(screen.getByText('Give on-campus activity 2 a name to say how it went and to add on-campus activity 3.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'On-campus activities' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Off-campus activities' })).toBeTruthy();

    await user.clear(within(first).getByLabelText('What was the activity?'));
    expect(screen.queryByRole('group', { name: 'On-campus activity 2' })).toBeNull();
  });

  it('prefills the saved answers, comments included', async () => {
    openForm('provisions', {
      dietaryNeeds: 'No',
      'dietaryNeeds-comment': 'No gluten-free bread at lunch',
      myoMeals: '4',
      anythingElse: 'More fruit please',
    });

    const dietary = await screen.findByRole('group', { name: 'Were all dietary needs met today?' });
    expect(radio('Were all dietary needs met today?', 'No').checked).toBe(true);
    expect((within(dietary).getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('No gluten-free bread at lunch');
    expect(radio('Were vegetables served at every meal?', 'Yes').checked).toBe(false);
    expect(radio('Were vegetables served at every meal?', 'No').checked).toBe(false);
    expect(radio('How were the make-your-own meals?', '4 Great').checked).toBe(true);
    expect((screen.getByLabelText('Anything else about food and supplies?') as HTMLTextAreaElement).value).toBe('More fruit please');
  });

  it('sends every field, no closed comment, shows Submitting... for at least 1 second, then success, and the section shows as done', async () => {
    const server = openForm('provisions', { dietaryNeeds: 'No', 'dietaryNeeds-comment': 'Old comment' });
    const user = fakeClock();

    await screen.findByRole('group', { name: 'Were all dietary needs met today?' });
    await user.click(radio('Were all dietary needs met today?', 'Yes'));
    await user.click(radio('How were the make-your-own meals?', '5 Fantastic'));
    await user.type(within(screen.getByRole('group', { name: 'How were the make-your-own meals?' })).getByLabelText('Comment'), 'Tacos!');
    const started = performance.now();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('status').textContent).toBe('Submitting...');
    // The server answered at once; half the minimum on, Submitting... still shows.
    await halfTheSpinnerTime();
    expect(server.requests.filter((request) => request.route === 'POST /api/google/staffreport')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Submitting...');
    await halfTheSpinnerTime();

    const thanks = await screen.findByText('Report submission succeeded. Thank you!', {}, { timeout: 3000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(thanks.closest('[role="status"]')).toBeTruthy();
    expect(server.requests.find((request) => request.route === 'POST /api/google/staffreport')?.body).toEqual({
      dietaryNeeds: 'Yes',
      vegetables: '',
      myoMeals: '5',
      'myoMeals-comment': 'Tacos!',
      anythingElse: '',
      report: 'provisions',
      day: 1,
    });

    // Sent: no Submit left under the notice, and one plain link back under it (the arrow at the top goes there too).
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByText(/^Change an answer to send it again, or/).textContent).toBe(
      'Change an answer to send it again, or go back to Day 2.',
    );
    expect(screen.getAllByRole('link', { name: 'Back to Day 2' }).map((link) => link.textContent)).toEqual(['← Back']);
    await user.click(screen.getByRole('link', { name: 'go back to Day 2' }));
    const sections = await screen.findByRole('navigation', { name: 'Report sections' });
    expect((await within(sections).findByRole('link', { name: /^Provisions/ })).textContent).toBe('Provisions✓done');
    expect(shownPath()).toBe('/report/2');
    expect(server.requests.filter((request) => request.route === 'GET /api/google/staffreport?day=1&report=provisions')).toHaveLength(2);
  });

  it('offers the next section of the day not yet sent once a section is sent, and the days once all are in', async () => {
    const sentBefore = ['programming'];
    const server = fakeServer({
      'GET /api/google/reportsections': () => sevenDays(sentBefore),
      'GET /api/google/staffreport?day=1&report=provisions': () => ({ json: {} }),
      'GET /api/google/staffreport?day=1&report=procedures': () => ({ json: {} }),
      'POST /api/google/staffreport': () => ({ json: { ok: true } }),
    });
    server.signedInAs(marcus);
    renderApp('/report/2/provisions');
    const user = fakeClock();

    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByText('Report submission succeeded. Thank you!', {}, { timeout: 3000 });
    // Programming is in already: the next one not sent is Personnel.
    const next = screen.getByRole('link', { name: 'Next: Personnel' });
    expect(next.getAttribute('href')).toBe('/report/2/personnel');

    sentBefore.push('provisions', 'personnel');
    await user.click(screen.getByRole('link', { name: 'Back to Day 2' }));
    await user.click(await screen.findByRole('link', { name: 'Procedures' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByText('Report submission succeeded. Thank you!', {}, { timeout: 3000 });
    expect(screen.queryByRole('link', { name: /^Next:/ })).toBeNull();
    const days = screen.getByRole('link', { name: 'All sent: back to days' });
    expect(days.getAttribute('href')).toBe('/report');
  });

  it('shows the SPEC failure text when the submission fails, and keeps the answers', async () => {
    openForm('procedures', {}, () => ({
      status: 422,
      json: { error: { code: 'invalid', message: 'An answer is not one of the choices.' } },
    }));
    const user = fakeClock();

    await screen.findByRole('group', { name: 'Did you check in with the medical team?' });
    await user.click(radio('Did you check in with the medical team?', 'No'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Report submission failed. Please reload this page to try again.',
    );
    expect(radio('Did you check in with the medical team?', 'No').checked).toBe(true);
    expect(screen.queryByText('Report submission succeeded. Thank you!')).toBeNull();
  });

  it('marks the fields a 400 names', async () => {
    openForm('provisions', {}, () => ({
      status: 400,
      json: {
        error: {
          code: 'bad_input',
          message: 'Please check the report: anythingElse can be at most 1000 characters.',
          fields: { anythingElse: 'can be at most 1000 characters' },
        },
      },
    }));
    const user = fakeClock();

    await user.type(await screen.findByLabelText('Anything else about food and supplies?'), 'Lots');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await spinnerTime();

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Report submission failed. Please reload this page to try again.',
    );
    const box = screen.getByLabelText('Anything else about food and supplies?');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please check this answer: can be at most 1000 characters.',
    );
  });

  it('shows the SPEC text when the saved answers cannot be loaded', async () => {
    fakeServer({
      'GET /api/google/reportsections': () => sevenDays(),
      'GET /api/google/staffreport?day=1&report=personnel': () => ({ status: 400, json: { error: { code: 'bad_input', message: 'No.' } } }),
    }).signedInAs(marcus);
    renderApp('/report/2/personnel');

    expect(await screen.findByRole('heading', { level: 1, name: 'Personnel' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load report. Please reload this page to try again.');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Day 2' }).getAttribute('href')).toBe('/report/2');
  });
});
