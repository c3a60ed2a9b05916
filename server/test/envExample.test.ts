// The server's environment is written down in two places, and both list every variable it reads:
// .env.example (each one commented out, with what it does and an example) and README.md's table
// under "Configuration". The variables read are config.ts's schema and main.ts's process.env reads.
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = normalize(new URL('../..', import.meta.url).pathname);
const textOf = (path: string) => readFileSync(join(root, path), 'utf8');
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** The keys of config.ts's `environment` schema, and the variables main.ts reads itself. */
function variablesRead(): string[] {
  const config = textOf('server/src/config.ts');
  const schema = /^const environment = z\.object\(\{\n([\s\S]*?)^\}\);/m.exec(config)?.[1] ?? '';
  const keys = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
  const main = [...textOf('server/src/main.ts').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!);
  return sorted([...keys, ...main]);
}

/** The variables .env.example sets, each on a commented-out line `# NAME=example`. */
function exampleVariables(): string[] {
  return sorted([...textOf('.env.example').matchAll(/^# ([A-Z][A-Z0-9_]*)=\S/gm)].map((match) => match[1]!));
}

/** The names in the first column of the table under README.md's "## Configuration". */
function readmeVariables(): string[] {
  const section = /^## Configuration\n([\s\S]*?)(?=^## )/m.exec(textOf('README.md'))?.[1] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !/^\| (variable|---) /.test(line));
  return sorted(rows.flatMap((row) => row.split('|')[1]!.match(/\b[A-Z][A-Z0-9_]+\b/g) ?? []));
}

describe('every environment variable the server reads is written down', () => {
  const read = variablesRead();

  it('finds the variables config.ts and main.ts read', () => {
    expect(read).toContain('PORT');
    expect(read).toContain('LOG_LEVEL');
    expect(read.length).toBeGreaterThan(20);
  });

  it('.env.example lists each of them, and nothing else', () => {
    expect(exampleVariables()).toEqual(read);
  });

  it("README.md's Configuration table lists each of them, and nothing else", () => {
    expect(readmeVariables()).toEqual(read);
  });

  it('.env.example sets nothing: every line is a comment or blank', () => {
    const lines = textOf('.env.example').split('\n');
    expect(lines.filter((line) => line.trim() !== '' && !line.startsWith('#'))).toEqual([]);
  });

  it('.env, where the values go, is never committed', () => {
    expect(textOf('.gitignore').split('\n')).toContain('.env');
  });
});
