// Migration 0014_reply_programs: frozen. Released, so never changed (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import type { Kysely } from 'kysely';

/** The tables as this migration reads and writes them: frozen here, not the app's schema.ts. */
type Tables = {
  text_replies: { message_sid: string; program: string | null };
  text_reply_programs: { message_sid: string; program: string };
};

/** A reply from a number shared by people of two programs is listed under both (docs/spec-notes.md):
 * one row per program it matched. Replies stored before keep the one program they were filed under. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('text_reply_programs')
    .addColumn('message_sid', 'text', (c) => c.notNull())
    .addColumn('program', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('text_reply_programs_key', ['message_sid', 'program'])
    .execute();
  await db.schema.createIndex('text_reply_programs_program').on('text_reply_programs').columns(['program', 'message_sid']).execute();
  const replies = db as Kysely<Tables>;
  await replies
    .insertInto('text_reply_programs')
    .columns(['message_sid', 'program'])
    .expression((eb) =>
      eb.selectFrom('text_replies').select(['message_sid', 'program']).where('program', 'is not', null).$narrowType<{ program: string }>(),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('text_reply_programs').execute();
}
