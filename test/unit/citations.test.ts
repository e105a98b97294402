import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A comment points at what a clone holds (docs/architecture.md): a docs page, a file, or a section
// of the specification that docs/spec-sections.md says in our words.

const root = join(import.meta.dirname, '..', '..');
const sources = execFileSync('git', ['ls-files', '*.ts', '*.mjs'], { cwd: root, encoding: 'utf8' })
  .trim()
  .split('\n')
  .filter((file) => !file.startsWith('sdk/src/generated/'));
const citations = (pattern: RegExp) =>
  sources.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(pattern)].map((m) => ({ file, cited: m[1]! })),
  );

describe('citations in the code', () => {
  it('cite only sections of the specification that docs/spec-sections.md says', () => {
    const said = new Set(
      [...readFileSync(join(root, 'docs/spec-sections.md'), 'utf8').matchAll(/^\| ([\d.]+) \|/gm)].map((m) => m[1]),
    );
    const cited = citations(/\bspec (\d+(?:\.\d+)?)\b/g);
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter(({ cited }) => !said.has(cited))).toEqual([]);
  });

  it('cite docs pages and files that exist', () => {
    const paths = citations(/\b((?:docs|test|shared|infra|functions|bench|sdk|site)\/[\w./-]+\.(?:md|ts|mjs|json))\b/g);
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter(({ cited }) => !existsSync(join(root, cited)))).toEqual([]);
  });
});
