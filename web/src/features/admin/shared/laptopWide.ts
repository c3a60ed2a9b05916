// A laptop's width (64rem, the admin styles' own break): the admin pages' folds open there, which have
// the room, and stay closed on a phone. No matchMedia (a test's page) reads as a laptop.
export const laptopWide = (): boolean => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 64rem)').matches;
