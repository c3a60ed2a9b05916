// Program texts (docs/product.md#screen-text, docs/product.md#limits, docs/product.md#limits; docs/product.md#texts).

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
  /** How many of the person's numbers opted out of texts (docs/product.md#texts): skipped on every send. */
  optedOut?: number;
}

/** docs/product.md#limits: the recipient count is the contact count of the program; a typed number counts as 1. */
export function recipientCount(target: TextTarget, list: readonly ContactEntry[]): number {
  if (target.kind === 'number') return 1;
  return list.filter((entry) => entry.program === target.program).reduce((sum, entry) => sum + entry.count, 0);
}

/** docs/product.md#texts: how many of the recipients a send will skip because they opted out; a typed number
 * is skipped when it is one of `optedOutNumbers` (E.164). */
export function skippedCount(
  target: TextTarget,
  list: readonly ContactEntry[],
  typed: { phone: string | null; optedOutNumbers: readonly string[] } = { phone: null, optedOutNumbers: [] },
): number {
  if (target.kind === 'number') return typed.phone !== null && typed.optedOutNumbers.includes(typed.phone) ? 1 : 0;
  return list.filter((entry) => entry.program === target.program).reduce((sum, entry) => sum + (entry.optedOut ?? 0), 0);
}
