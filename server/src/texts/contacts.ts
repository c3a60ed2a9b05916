// Who a program text goes to: each participant's phones, as the workbook lists them.
import type { Db } from '../db/database.ts';
import { participantsOf } from '../db/programData.ts';
import type { Recipient } from './sendTexts.ts';

export async function contactsOf(db: Db, program: string): Promise<Recipient[]> {
  return (await participantsOf(db, program)).flatMap((p) => p.phones.map((phone) => ({ name: p.name, phone })));
}
