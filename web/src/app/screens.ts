// Each screen's code, fetched when the screen is first opened (lazyScreen.ts), by the path that
// opens it (core's screenRoutes, docs/product.md#routing). The build reads this table as written
// (vite.config.ts `screenFiles`) and writes down which files each path's code comes in; the server
// names them in the page it sends for that path, so the phone fetches them beside the app's first
// file instead of after it (docs/decisions/059-the-page-names-its-screens-files.md).
// Keep each entry on one line, `'<path>': () => import('<file>'),`: the build fails on any other.
import type { ScreenPath } from '@pals/core/people/roles';

export const screenCode = {
  // The home as someone signed out sees it (the intro and the login), and as someone signed in.
  '/': () => import('../features/signIn/SignedOutHome.tsx'),
  '/ signed in': () => import('../features/home/SignedInHome.tsx'),
  '/participant': () => import('../features/signIn/CampPasswordScreen.tsx'),
  '/call': () => import('../features/roster/RosterScreen.tsx'),
  '/support': () => import('../features/support/SupportScreen.tsx'),
  '/feedback': () => import('../features/feedback/FeedbackScreen.tsx'),
  '/socials': () => import('../features/socials/SocialsScreen.tsx'),
  '/rooms': () => import('../features/comingSoon/ComingSoonScreen.tsx'),
  '/hubs': () => import('../features/comingSoon/ComingSoonScreen.tsx'),
  '/note': () => import('../features/notes/NoteScreen.tsx'),
  '/report': () => import('../features/reports/ReportRoutes.tsx'),
  '/tasks': () => import('../features/tasks/TaskRoutes.tsx'),
  '/headcount': () => import('../features/headcount/HeadcountScreen.tsx'),
  '/text': () => import('../features/texts/TextScreen.tsx'),
  '/admin': () => import('../features/admin/AdminRoutes.tsx'),
} satisfies Partial<Record<ScreenPath | '/ signed in', () => Promise<unknown>>>;
