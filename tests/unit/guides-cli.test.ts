// The CLI guides against lists written down from the source (tests/fixtures/guides):
// every neu command has a heading, every option is mentioned in its command's section, and every
// argument the framework binary parses appears on the internal CLI arguments page.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDoc } from '@/lib/content';

const FIXTURES = 'tests/fixtures/guides';
const list = (file: string) =>
  fs
    .readFileSync(path.join(FIXTURES, file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

// The body of the section that starts at the h2/h3 whose text begins with `neu <command>`
// and ends at the next heading of the same or a higher level.
function commandSection(body: string, command: string): string | null {
  const lines = body.split('\n');
  const start = lines.findIndex((l) => new RegExp(`^#{2,3} \`?neu ${command}\\b`).test(l));
  if (start === -1) return null;
  const level = lines[start].match(/^#+/)![0].length;
  let end = lines.length;
  for (let i = start + 1; i < lines.length; i++) {
    const m = lines[i].match(/^(#+) /);
    if (m && m[1].length <= level) {
      end = i;
      break;
    }
  }
  return lines.slice(start, end).join('\n');
}

describe('neu CLI page', () => {
  const doc = getDoc('cli/neu-cli')!;
  const commands = list('neu-commands.txt');

  it('reads the fixtures', () => {
    expect(commands).toEqual(['create', 'run', 'build', 'update', 'version', 'plugins']);
    expect(list('neu-options.txt').length).toBe(13);
  });

  it('has an h2/h3 for every command', () => {
    const headings = doc.headings.filter((h) => h.depth === 2 || h.depth === 3).map((h) => h.text);
    const missing = commands.filter((c) => !headings.some((h) => h.startsWith(`neu ${c}`)));
    expect(missing).toEqual([]);
  });

  it("mentions every option, and its short form, in its command's section", () => {
    const missing = list('neu-options.txt').filter((line) => {
      const [command, option, short] = line.split(/\s+/);
      const section = commandSection(doc.body, command);
      if (!section || !section.includes(`\`${option}`)) return true;
      return short ? !section.includes(`\`${short}\``) : false;
    });
    expect(missing).toEqual([]);
  });

  it('quotes in its plain-text blocks only lines that neu prints (tests/fixtures/guides/neu-messages.txt)', () => {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // A <name> in a fixture line stands for the folder, template or path of the run.
    const printed = list('neu-messages.txt').map((line) => new RegExp(`^${line.split(/<[^<>]+>/).map(escape).join('.+')}$`));
    const quoted = [...doc.body.matchAll(/^```text[^\n]*\n([\s\S]*?)^```$/gm)].flatMap((m) => m[1].split('\n').filter(Boolean));
    expect(quoted.length).toBeGreaterThanOrEqual(3);
    expect(quoted.filter((line) => !printed.some((p) => p.test(line)))).toEqual([]);
  });

  it('invents no option: every option in a table row is declared for that command', () => {
    const declared = new Set(
      list('neu-options.txt').flatMap((l) => {
        const [command, ...opts] = l.split(/\s+/);
        return opts.map((o) => `${command} ${o}`);
      }),
    );
    const invented: string[] = [];
    for (const command of commands) {
      const section = commandSection(doc.body, command) ?? '';
      for (const row of section.split('\n').filter((l) => l.startsWith('| `-'))) {
        const cell = row.split('|')[1];
        for (const m of cell.matchAll(/`(-{1,2}[a-z-]+)/g)) {
          if (!declared.has(`${command} ${m[1]}`)) invented.push(`${command} ${m[1]}`);
        }
      }
    }
    expect(invented).toEqual([]);
  });
});

describe('internal CLI arguments page', () => {
  it('mentions every argument the binary parses', () => {
    const body = getDoc('cli/internal-cli-arguments')!.body;
    const args = list('binary-arguments.txt').map((l) => l.split(/\s+/)[0]);
    const missing = args.filter((arg) => !new RegExp(`\`${arg}(=[^\`]*)?\``).test(body));
    expect(missing).toEqual([]);
    expect(args.length).toBe(50);
  });

  it('gives the type and config key from settings.cpp for every override', () => {
    const body = getDoc('cli/internal-cli-arguments')!.body;
    const rows = new Map(
      body
        .split('\n')
        .filter((l) => l.startsWith('| `--'))
        .map((l) => {
          const cells = l.split('|').map((c) => c.trim());
          return [cells[1].replace(/`/g, ''), cells.slice(2, 4).map((c) => c.replace(/`/g, '')).join(' ')];
        }),
    );
    const wrong = list('binary-arguments.txt')
      .map((l) => l.split(/\s+/))
      .filter((parts) => parts.length === 3)
      .filter(([arg, type, key]) => rows.get(arg) !== `${type} ${key}`)
      .map(([arg]) => arg);
    expect(wrong).toEqual([]);
  });

  it('lists no argument in a table that the binary does not parse', () => {
    const body = getDoc('cli/internal-cli-arguments')!.body;
    const known = new Set(list('binary-arguments.txt').map((l) => l.split(/\s+/)[0]));
    const unknown = body
      .split('\n')
      .filter((l) => l.startsWith('| `--'))
      .map((l) => l.split('|')[1].trim().replace(/`/g, ''))
      .filter((a) => !known.has(a));
    expect(unknown).toEqual([]);
  });
});
