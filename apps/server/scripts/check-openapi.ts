/**
 * `pnpm check:openapi`: the OpenAPI document the server serves at /api/v1/openapi.json, built by
 * the same code without a database or a listening port, must
 * 1. pass Redocly's recommended rules (redocly.yaml) with no error and no warning, and
 * 2. give openapi-typescript types that name the domain's entities exactly as the domain types
 *    them (test/openapi/generated-types.check.ts, compiled with tsc).
 * Everything is written to a temporary directory, removed at the end. Exits 1 on any problem.
 *
 * @example
 * pnpm --filter @beurs/server check:openapi
 * pnpm --filter @beurs/server check:openapi --keep   # keeps the directory and prints where it is
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { DEFAULT_CONFIG } from '../src/config/config';
import { buildOpenApiDocument } from '../src/http/openapi-route';

const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURE = join(SERVER_DIR, 'test/openapi/generated-types.check.ts');
/** The module name the fixture imports the generated types under. */
const GENERATED_MODULE = '#openapi-types';

/** One finding of Redocly's JSON report. */
interface RedoclyProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/** Runs a tool of the workspace (the server's, then the root's node_modules/.bin) and returns its output. */
function run(command: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const bins = [join(SERVER_DIR, 'node_modules/.bin'), join(SERVER_DIR, '../../node_modules/.bin')];
  const result = spawnSync(command, args, {
    cwd: SERVER_DIR,
    encoding: 'utf8',
    // No update check on the network: the version is pinned in package.json.
    env: { ...process.env, PATH: [...bins, process.env.PATH].join(delimiter), REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (result.error) throw result.error;
  return result;
}

/** Redocly's findings on the document; every one of them, errors and warnings alike, fails the check. */
function lint(documentPath: string): string[] {
  const report = run('redocly', ['lint', '--config', join(SERVER_DIR, 'redocly.yaml'), '--format', 'json', documentPath]);
  let problems: RedoclyProblem[];
  try {
    problems = (JSON.parse(report.stdout) as { problems: RedoclyProblem[] }).problems;
  } catch {
    return [`redocly lint gave no report (exit ${report.status}):\n${report.stderr}`];
  }
  return problems.map((problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '#'}: ${problem.message}`);
}

/** The fixture's compile errors against the types generated from the document. */
async function typecheck(document: object, directory: string): Promise<string[]> {
  const typesPath = join(directory, 'openapi-types.d.ts');
  writeFileSync(typesPath, astToString(await openapiTS(JSON.stringify(document))));
  const tsconfigPath = join(directory, 'tsconfig.json');
  writeFileSync(
    tsconfigPath,
    JSON.stringify({
      extends: join(SERVER_DIR, 'tsconfig.json'),
      // No ambient types: the fixture needs none, and a config outside the repository would look for them in vain.
      compilerOptions: { noEmit: true, types: [], paths: { [GENERATED_MODULE]: [typesPath] } },
      files: [FIXTURE],
      include: [],
    }),
  );
  const compile = run('tsc', ['--project', tsconfigPath, '--pretty', 'false']);
  return compile.status === 0 ? [] : [`${compile.stdout}${compile.stderr}`.trim()];
}

async function main(): Promise<number> {
  const keep = process.argv.includes('--keep');
  const directory = mkdtempSync(join(tmpdir(), 'beurs-openapi-'));
  try {
    const document = buildOpenApiDocument({ config: DEFAULT_CONFIG });
    const documentPath = join(directory, 'openapi.json');
    writeFileSync(documentPath, `${JSON.stringify(document, null, 2)}\n`);
    const lintProblems = lint(documentPath);
    const typeProblems = await typecheck(document, directory);
    for (const problem of lintProblems) console.error(`redocly: ${problem}`);
    for (const problem of typeProblems) console.error(`generated types: ${problem}`);
    const schemas = Object.keys((document.components as { schemas: object }).schemas).length;
    if (lintProblems.length + typeProblems.length > 0) {
      console.error(
        `check:openapi failed: ${lintProblems.length} Redocly problems, ${typeProblems.length === 0 ? 'types match' : 'types differ'}`,
      );
      return 1;
    }
    console.log(`check:openapi: no Redocly error or warning; the types generated from ${schemas} named schemas match the domain`);
    return 0;
  } finally {
    if (keep) console.log(`kept ${directory}`);
    else rmSync(directory, { recursive: true, force: true });
  }
}

process.exitCode = await main();
