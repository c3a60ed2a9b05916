// Program texts (SPEC §2 Text sender, §5, §9; DESIGN.md "Texts").

/** '[Blue Ridge] ' for a program's text, '[PALS] ' for a typed number. */
export function textPrefix(program: string | null): string {
  return `[${program ?? 'PALS'}] `;
}

export function textBody(message: string, program: string | null): string {
  return `${textPrefix(program)}${message.trim()}`;
}

export type TextTarget = { kind: 'program'; program: string } | { kind: 'number' };

export interface ContactEntry {
  program: string;
  fullname: string;
  count: number;
}

/** SPEC §9: the recipient count is the contact count of the program; a typed number counts as 1. */
export function recipientCount(target: TextTarget, list: readonly ContactEntry[]): number {
  if (target.kind === 'number') return 1;
  return list.filter((entry) => entry.program === target.program).reduce((sum, entry) => sum + entry.count, 0);
}
