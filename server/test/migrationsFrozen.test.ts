// Migrations are frozen files (docs/decisions/035-migrations-are-frozen-files.md): each imports nothing but 'kysely' (a node:
// built-in at most), so a later change to the app cannot change what an old migration does; and the
// names existing databases have recorded never change, move or disappear.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations.ts';

const folder = join(import.meta.dirname, '../src/db/migrations');
const files = readdirSync(folder).sort();

/** Every module a file names: import/export … from, bare import, import(), require(). */
function importsOf(text: string): string[] {
  const found = text.matchAll(
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\b(?:import|require)\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
  );
  return [...found].map((m) => m[1] ?? m[2] ?? m[3]!);
}

describe('frozen migrations', () => {
  it('has one file per migration, NNNN-short-name.ts, and nothing else in the folder', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(/^\d{4}-[a-z0-9-]+\.ts$/);
    expect(files.map((file) => file.replace(/\.ts$/, '').replace(/-/g, '_'))).toEqual(Object.keys(migrations));
  });

  it.each(files)('%s imports only kysely (or a node: built-in)', (file) => {
    const imports = importsOf(readFileSync(join(folder, file), 'utf8'));
    expect(imports).toContain('kysely');
    for (const name of imports) expect(name, `${file} imports ${name}`).toMatch(/^(kysely|node:[a-z_/]+)$/);
  });

  it('reads import lines the way a careless edit would write them', () => {
    expect(importsOf(`import { passwordSeal } from '../../auth/sessions.ts';`)).toEqual(['../../auth/sessions.ts']);
    expect(importsOf(`import type { Database } from "../schema.ts";`)).toEqual(['../schema.ts']);
    expect(importsOf(`import {\n  a,\n  b,\n} from '@pals/core/people/roles';`)).toEqual(['@pals/core/people/roles']);
    expect(importsOf(`export { x } from './other.ts';`)).toEqual(['./other.ts']);
    expect(importsOf(`import './side-effect.ts';`)).toEqual(['./side-effect.ts']);
    expect(importsOf(`const m = await import('../tasks.ts');`)).toEqual(['../tasks.ts']);
  });

  it('keeps the names existing databases have recorded, in order', () => {
    // Never edit this list but to append a new migration's name at its end.
    expect(Object.keys(migrations)).toEqual([
      '0001_foundation',
      '0002_feedback',
      '0003_reports',
      '0004_task_submissions',
      '0005_notes',
      '0006_texts',
      '0007_shared_state',
      '0008_outbox',
      '0009_last_import_index',
      '0010_idempotency',
      '0011_hardening',
      '0012_workbook_import',
      '0013_texts_delivery',
      '0014_reply_programs',
      '0015_server_secrets',
      '0016_scheduled_texts',
      '0017_report_reminders',
      '0018_inbox_order_indexes',
      '0019_recipient_delivery',
      '0020_change_marks',
      '0021_camp_password_verdicts',
      '0022_change_mark_shards',
      '0023_send_pauses',
      '0024_scheduled_text_changes',
      '0025_phone_codes',
      '0026_headcounts',
      '0027_anonymous_feedback',
      '0028_headcount_alerts',
    ]);
  });

  it('gives every migration an up, and a down', () => {
    for (const [name, migration] of Object.entries(migrations)) {
      expect(typeof migration.up, name).toBe('function');
      expect(typeof migration.down, name).toBe('function');
    }
  });
});
