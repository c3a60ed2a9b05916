// The app's routing, in the shapes its screens use, on wouter (about 2.5 KB against react-router's
// 14 KB in the first load; docs/performance.md "First load of `/`"). Every path here is absolute: a screen's links and
// route tables name the whole address (/report/3), never one relative to a parent route.
import type { ReactNode } from 'react';
import { Redirect, useLocation, useParams as useRouteParams, useSearch, useSearchParams as useWouterSearchParams } from 'wouter';
import { navigate, useHistoryState } from 'wouter/use-browser-location';

export { Link, Route, Switch } from 'wouter';

/** Where the app is: the path (e.g. /report/3) and the query string with its "?" (or ""). */
export function useAddress(): { pathname: string; search: string } {
  const [pathname] = useLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : '' };
}

export function usePathname(): string {
  return useLocation()[0];
}

export interface NavigateOptions {
  replace?: boolean;
  /** Kept with the history entry (history.state), read back with useNavigationState. */
  state?: unknown;
}

/** Go to a path, as a link would; `replace` takes the place of the current history entry. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useLocation()[1];
}

/** Go to a path from outside any screen (the session hearing another tab), as useNavigate would. */
export function goTo(to: string, options: NavigateOptions = {}): void {
  navigate(to, options);
}

/** What the navigation to this history entry carried (`state`), or null. */
export function useNavigationState<T>(): T | null {
  return useHistoryState<T | null>();
}

/** Goes to `to` at once, in place of the current history entry. */
export function Navigate({ to }: { to: string }): ReactNode {
  return <Redirect to={to} replace />;
}

/** The route's named parts (:day, :email…), decoded as written by encodeURIComponent. */
export function useParams(): Record<string, string | undefined> {
  const params = useRouteParams();
  const decoded: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(params)) decoded[key] = value === undefined ? undefined : decodePart(value);
  return decoded;
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The query string (?program=…&page=…) and a way to replace it, keeping the path. */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [params, setParams] = useWouterSearchParams();
  return [params, (next) => setParams(next)];
}
