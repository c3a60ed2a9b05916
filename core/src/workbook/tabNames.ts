// The workbook's tabs, in the order they are read and reported. Apart from rows.ts (the cell
// readers, with the phone library) so the web's call contract can name them cheaply.
export const tabNames = ['settings', 'programs', 'staff', 'roster', 'participants', 'rooms', 'hubs', 'tasks'] as const;
export type TabName = (typeof tabNames)[number];
