// A fake of the PALS server at the network edge: fetch answers as server/src/http does, and sign-ins
// set the readable pals_user cookie as the real server would.
import type { SessionUser } from '@pals/core/people/session';
import { encodeUserCookie } from '@pals/core/people/sessionCookie';
import type { Links } from '@pals/core/home/links';
import { vi } from 'vitest';

export interface Answer {
  status?: number;
  json?: unknown;
  /** Reject like fetch does when the server cannot be reached. */
  networkError?: boolean;
  /** Answer this much later, as a slow network would. */
  delayMs?: number;
  signIn?: SessionUser;
  /** End the session: the readable cookie goes, as the real server's logout does. */
  signOut?: boolean;
  /** Headers of the answer (e.g. its ETag). */
  headers?: Record<string, string>;
}

type Route = `${'GET' | 'POST'} /api/${string}`;
type Handler = (body: unknown, headers: Record<string, string>) => Answer;

export const demoLinks: Links = {
  schedule_link: 'https://example.org/schedule',
  photo_upload_link: 'https://example.org/photos/upload',
  leads_resources_link: 'https://example.org/leads/resources',
  admin_daily_report_link: 'https://example.org/forms/admin-daily-report',
  lead_daily_report_link: 'https://example.org/forms/lead-daily-report',
  incident_report_link: 'https://example.org/forms/incident-report',
  settings_sheet_link: 'https://example.org/sheets/camp-settings',
  feedback_sheet_link: 'https://example.org/sheets/camp-feedback',
  resource_center_link: 'https://example.org/resource-center',
  text_chat_link: 'https://example.org/chat',
  facebook_link: 'https://example.org/social/facebook',
  instagram_link: 'https://example.org/social/instagram',
  tiktok_link: 'https://example.org/social/tiktok',
  youtube_link: 'https://example.org/social/youtube',
  training_survey_link: 'https://example.org/survey',
};

export const blueRidgeParticipant: SessionUser = {
  localUser: {
    fullname: 'Blue Ridge Participant',
    localrole: 'participant',
    program: 'Blue Ridge',
    programschedulelink: 'https://example.org/schedule/blue-ridge',
    photouploadlink: 'https://example.org/photos/blue-ridge',
  },
};

export function staffUser(
  fullname: string,
  staffrole: 'Administrator' | 'Program Staff' | 'Director' | 'Lead' | 'Head Counselor',
  program: string | null,
): SessionUser {
  return {
    googleUser: {
      givenname: fullname.split(' ')[0]!,
      fullname,
      email: `${fullname.toLowerCase().replace(' ', '.')}@example.org`,
      program,
      staffrole,
      startdate: null,
      enddate: null,
      programschedulelink: 'https://example.org/schedule/blue-ridge',
      photouploadlink: 'https://example.org/photos/blue-ridge',
    },
  };
}

const signedOut = { status: 401, json: { error: { code: 'signed_out', message: 'Please sign in.' } } };

export function setUserCookie(user: SessionUser | null): void {
  document.cookie = user ? `pals_user=${encodeUserCookie(user)}; path=/` : 'pals_user=; Max-Age=0; path=/';
}

export function userCookie(): string | undefined {
  return document.cookie.split('; ').find((part) => part.startsWith('pals_user='));
}

/** Install the fake; `routes` override or add to the defaults (public config, /api/me as the cookie says). */
/** The text screen's contacts answer (GET /api/google/text) for these entries, counted as the server counts them. */
export const textContacts = (list: { program: string; fullname: string; count: number; optedOut: number }[]) => (): Answer => ({
  json: { count: list.reduce((sum, entry) => sum + entry.count, 0), list, optedOutNumbers: [], myPhone: null },
});

export function fakeServer(routes: Partial<Record<Route, Handler>> = {}) {
  const requests: { route: string; body: unknown; headers: Record<string, string> }[] = [];
  let current: SessionUser | null = null;
  const defaults: Record<string, Handler> = {
    'GET /api/config': () => ({ json: { orgName: 'PALS', demo: false, googleClientId: null } }),
    'GET /api/me': () => (current ? { json: { user: current, links: demoLinks } } : signedOut),
    'POST /api/logout': () => ({ json: { ok: true }, signOut: true }),
  };
  const fetch = vi.fn(async (path: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${path}`;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = (init.headers ?? {}) as Record<string, string>;
    requests.push({ route, body, headers });
    // A route named without its query answers every query (a send's progress by its key, say).
    const handler =
      (routes as Record<string, Handler>)[route] ?? defaults[route] ?? (routes as Record<string, Handler>)[route.split('?')[0]!];
    const answer: Answer = handler
      ? handler(body, headers)
      : { status: 404, json: { error: { code: 'not_found', message: 'Not found.' } } };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.networkError) throw new TypeError('Failed to fetch');
    if (answer.signIn) {
      current = answer.signIn;
      setUserCookie(current);
    }
    if (answer.signOut) {
      current = null;
      setUserCookie(null);
    }
    // A 304 has no body, as fetch hands it to the page.
    return new Response(answer.status === 304 ? null : JSON.stringify(answer.json ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    /** Start signed in, as after an earlier visit: the session and the readable cookie. */
    signedInAs(user: SessionUser) {
      current = user;
      setUserCookie(user);
    },
  };
}
