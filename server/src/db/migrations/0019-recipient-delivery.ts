// Migration 0019_recipient_delivery: frozen once released (docs/decisions/035-migrations-are-frozen-files.md); it imports
// nothing but 'kysely', so a later change to the app cannot change what it does.
import { sql, type Kysely } from 'kysely';

/** Each recipient keeps Twilio's latest delivery report on its own row
 * (docs/decisions/057-a-recipient-row-keeps-its-latest-delivery.md): the admin texts page counts and
 * lists a send's recipients from text_recipients alone, not joined to text_deliveries. Rows already
 * there take the report stored for their message SID, in one UPDATE … FROM (SQLite 3.33 and later,
 * PostgreSQL). The index holds what the page's tally groups by, so the tally of a page of sends
 * reads the index alone. Same statements on SQLite and PostgreSQL. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('text_recipients').addColumn('delivery', 'text').execute();
  await db.schema.alterTable('text_recipients').addColumn('delivery_error_code', 'integer').execute();
  await sql`
    update text_recipients
    set delivery = d.status, delivery_error_code = d.error_code
    from text_deliveries d
    where d.message_sid = text_recipients.provider_id`.execute(db);
  await db.schema.createIndex('text_recipients_tally').on('text_recipients').columns(['send_id', 'status', 'delivery']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('text_recipients_tally').execute();
  await db.schema.alterTable('text_recipients').dropColumn('delivery_error_code').execute();
  await db.schema.alterTable('text_recipients').dropColumn('delivery').execute();
}
