// The names of months and weekdays as en-US writes them, for dates written without an
// Intl.DateTimeFormat: making one takes about 15 ms (60 ms on a slow phone), in the middle of
// drawing the first screen that shows a date (time.ts).
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** 'Nov', 'Mon': the first three letters, as en-US abbreviates both. */
export const short = (word: string | undefined): string => word?.slice(0, 3) ?? '';
