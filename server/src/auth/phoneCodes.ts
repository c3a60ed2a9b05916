// "Let a phone in" codes (docs/decisions/070-a-staff-code-lets-a-phone-in.md): a staff member's code signs
// one phone in to their program for a few minutes, with no camp password, so guessers who closed
// camp-password sign-in cannot keep a new phone out. Kept by their SHA-256 only: a copy of the
// database holds no code that works. Used once: the update that uses a code is conditional, so of two
// phones typing it at once exactly one gets in.
import { createHash, randomInt } from 'node:crypto';
import { phoneCodeAlphabet, phoneCodeLength, phoneCodeLimits, phoneCodeWords, typedCode } from '@pals/core/signIn/phoneCodes';
import type { Db } from '../db/database.ts';

const sha256 = (code: string) => createHash('sha256').update(code).digest('hex');

function newCode(): string {
  let code = '';
  for (let i = 0; i < phoneCodeLength; i++) code += phoneCodeAlphabet[randomInt(phoneCodeAlphabet.length)];
  return code;
}

/** A new code for `program`, made by `madeBy`, working until `validMs` from `now`. */
export async function makePhoneCode(db: Db, program: string, madeBy: string, now: number) {
  const code = newCode();
  const expiresAt = new Date(now + phoneCodeLimits.validMs).toISOString();
  await db
    .insertInto('phone_codes')
    .values({
      code_sha256: sha256(code),
      program,
      made_by: madeBy,
      made_at: new Date(now).toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { code, program, expiresAt };
}

/** Uses a typed code: the program it signs in to, or the words saying why it does not. */
export async function usePhoneCode(db: Db, typed: string, now: number): Promise<{ program: string } | { refused: string }> {
  const code = typedCode(typed);
  if (!code) return { refused: phoneCodeWords.notACode };
  const at = new Date(now).toISOString();
  const hash = sha256(code);
  const used = await db
    .updateTable('phone_codes')
    .set({ used_at: at })
    .where('code_sha256', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('program')
    .executeTakeFirst();
  if (used) return { program: used.program };
  const found = await db.selectFrom('phone_codes').select(['used_at']).where('code_sha256', '=', hash).executeTakeFirst();
  if (!found) return { refused: phoneCodeWords.unknown };
  return { refused: found.used_at ? phoneCodeWords.used : phoneCodeWords.stale };
}
