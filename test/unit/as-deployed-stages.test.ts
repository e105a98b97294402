import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stages } from '../../shared/domain/auth/api-keys.ts';

// npm test runs each as-deployed file (test/as-deployed/) once, on the stage the file names
// (`process.env.AS_DEPLOYED_STAGE ??= '<stage>'`; the sandbox when it names none), so that CI runs
// both stages' templates for the time of one (docs/operations.md, "As deployed");
// `npm run check:deploy -- --stage S` runs every file on S. So a file must pass on either stage:
// these tests fail on what would tie one to a stage, without running it.

const asDeployed = new URL('../as-deployed/', import.meta.url);
const files = readdirSync(asDeployed).filter((file) => file.endsWith('.test.ts'));
const sourceOf = (file: string) => readFileSync(new URL(file, asDeployed), 'utf8');
/** The stage a file names for npm test, as test/support/api.ts finds it in the environment the file sets. */
const stageNamedIn = (source: string) => /process\.env\.AS_DEPLOYED_STAGE \?\?= '(\w+)'/.exec(source)?.[1] ?? 'sandbox';
/** The integration files an as-deployed file runs again (vitest.config.ts reads them the same way). */
const importedBy = (source: string) =>
  [...source.matchAll(/import\('\.\.\/integration\/([\w-]+\.test\.ts)'\)/g)].map((m) => `../integration/${m[1]}`);

describe('the stage each as-deployed file runs on in npm test', () => {
  it('every file runs on a stage, and every stage runs some files', () => {
    const named = files.map((file) => stageNamedIn(sourceOf(file)));
    for (const stage of named) expect(stages).toContain(stage);
    for (const stage of stages) expect(named.filter((s) => s === stage).length, `files on ${stage}`).toBeGreaterThan(0);
  });

  it('a file names its stage as a default only: npm run check:deploy -- --stage S runs it on S', () => {
    for (const file of files) {
      const source = sourceOf(file);
      expect(source, file).not.toMatch(/process\.env\.AS_DEPLOYED_STAGE\s*=[^=]/);
      // the run's assemblies: the stage's, not one named in the file
      expect(source, file).not.toMatch(/runAssemblies\(\)\)\.(sandbox|production)\b/);
    }
  });

  it("no file run as deployed writes a stage's key prefix: it takes it from keyPrefixOf (api-keys.ts)", () => {
    for (const file of files)
      for (const path of [file, ...importedBy(sourceOf(file))]) {
        const source = readFileSync(new URL(path, asDeployed), 'utf8');
        expect(source, path).not.toMatch(/['"`/^](sbx|prd)_/);
      }
  });
});
