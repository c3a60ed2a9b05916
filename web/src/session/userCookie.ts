// The readable cookie the server sets beside the HttpOnly session (docs/product.md#sessions).
// It tells the web who is signed in before any call returns; the server never trusts it.
import type { SessionUser } from '@pals/core/people/session';
import { decodeUserCookie, userCookieName } from '@pals/core/people/sessionCookie';

export function readUserCookie(): SessionUser | null {
  const prefix = `${userCookieName}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return decodeUserCookie(entry?.slice(prefix.length));
}

/** Drop the readable cookie, for when the server says the session is gone but could not clear it. */
export function forgetUserCookie(): void {
  document.cookie = `${userCookieName}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** Who a person is on this phone, as their kept data names them: 'staff:<email>' or 'participant:<program>'. */
export const ownerOf = (user: SessionUser): string =>
  'googleUser' in user ? `staff:${user.googleUser.email}` : `participant:${user.localUser.program}`;

/** Whose data the phone may keep now: the person the readable cookie names, or nobody. */
export function savedDataOwner(): string | null {
  const user = readUserCookie();
  return user ? ownerOf(user) : null;
}

/** The signed-in person's name, as waiting writes name them to whoever signs in next. */
export function savedDataOwnerName(): string | null {
  const user = readUserCookie();
  if (!user) return null;
  return 'googleUser' in user ? user.googleUser.fullname : user.localUser.fullname;
}
