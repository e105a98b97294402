import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import ruleset from '../../shared/contract/spectral.ruleset.mjs';

// The linters /v2/openapi.json is held to (docs/developer-site.md, "Lint"): Spectral with the
// OpenAPI and OWASP rulesets as shared/contract/spectral.ruleset.mjs sets them, and Redocly's
// recommended rules. test/integration/openapi.test.ts runs both on the document as served;
// `npm run lint:contract [URL]` prints what they find (the built document when no URL is given).

const { Spectral, Document, Ruleset } = spectralCore;
const rulesetFile = fileURLToPath(new URL('../../shared/contract/spectral.ruleset.mjs', import.meta.url));
const redoclyConfig = fileURLToPath(new URL('../../shared/contract/redocly.yaml', import.meta.url));
const repo = fileURLToPath(new URL('../..', import.meta.url));
const severities = ['error', 'warn', 'info', 'hint'] as const;

export interface Finding {
  tool: 'spectral' | 'redocly';
  severity: string;
  rule: string;
  where: string;
  message: string;
}

async function spectralFindings(text: string): Promise<Finding[]> {
  const spectral = new Spectral();
  // the ruleset's overrides name the document's paths relative to the ruleset's folder
  spectral.setRuleset(new Ruleset(ruleset, { source: rulesetFile }));
  const source = join(rulesetFile, '..', 'openapi.json');
  const results = await spectral.run(new Document(text, spectralParsers.Json, source));
  return results.map((r) => ({
    tool: 'spectral',
    severity: severities[r.severity] ?? String(r.severity),
    rule: String(r.code),
    where: r.path.join('/'),
    message: r.message,
  }));
}

async function redoclyFindings(text: string): Promise<Finding[]> {
  const folder = await mkdtemp(join(tmpdir(), 'contract-lint-'));
  try {
    const file = join(folder, 'openapi.json');
    await writeFile(file, text);
    const output = await promisify(execFile)(
      process.execPath,
      [join(repo, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', file, '--config', redoclyConfig, '--format', 'json'],
      {
        cwd: folder,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      },
    ).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
    const { problems = [] } = JSON.parse(output.stdout || '{}') as {
      problems?: { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] }[];
    };
    return problems.map((p) => ({
      tool: 'redocly',
      severity: p.severity,
      rule: p.ruleId,
      where: p.location?.[0]?.pointer ?? '',
      message: p.message,
    }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** What both linters find in a document. */
export async function lintContract(document: unknown): Promise<Finding[]> {
  const text = JSON.stringify(document, null, 1);
  return [...(await spectralFindings(text)), ...(await redoclyFindings(text))];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  const document = url
    ? await (await fetch(url)).json()
    : (await import('../../shared/contract/openapi.ts')).openApiDocument('https://api.shipping-marketplace.test');
  const findings = await lintContract(document);
  for (const f of findings) console.log(`${f.tool} ${f.severity} ${f.rule} ${f.where}: ${f.message}`);
  const errors = findings.filter((f) => f.severity === 'error').length;
  console.log(`${errors} errors, ${findings.length - errors} warnings and hints`);
  process.exitCode = errors ? 1 : 0;
}
