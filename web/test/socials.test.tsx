import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blueRidgeParticipant, demoLinks, fakeServer } from './fakeServer.ts';
import { renderApp } from './renderApp.tsx';

describe('PALS Socials (/socials)', () => {
  it('offers the four platforms from the settings links, each opening a new tab', async () => {
    fakeServer().signedInAs(blueRidgeParticipant);
    renderApp('/socials');

    expect(await screen.findByRole('heading', { level: 1, name: 'PALS Socials' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'PALS on social media' });
    const links = [...list.querySelectorAll('a')];
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]),
    ).toEqual([
      ['Facebook', demoLinks.facebook_link, '_blank', 'noopener noreferrer'],
      ['Instagram', demoLinks.instagram_link, '_blank', 'noopener noreferrer'],
      ['TikTok', demoLinks.tiktok_link, '_blank', 'noopener noreferrer'],
      ['YouTube', demoLinks.youtube_link, '_blank', 'noopener noreferrer'],
    ]);
    expect(screen.getByRole('link', { name: 'YouTube' })).toBe(links[3]);
  });

  it('draws each brand’s logo beside its word, hidden from screen readers, the word its name', async () => {
    fakeServer().signedInAs(blueRidgeParticipant);
    renderApp('/socials');
    const list = await screen.findByRole('list', { name: 'PALS on social media' });
    for (const link of list.querySelectorAll('a')) {
      const logo = link.querySelector('.social-logo');
      expect(logo?.getAttribute('aria-hidden')).toBe('true');
      expect(logo?.querySelector('svg path')?.getAttribute('d')).toMatch(/^M/);
      // The logo comes first, then the word.
      expect(link.firstElementChild).toBe(logo);
    }
    const paths = [...list.querySelectorAll('.social-logo path')].map((path) => path.getAttribute('d'));
    expect(new Set(paths).size).toBe(4);
    expect(screen.getByRole('link', { name: 'TikTok' }).textContent).toBe('TikTok');
  });
});
