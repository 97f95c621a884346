import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../test-database';

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const COMPOSE_FILE = join(REPO_ROOT, 'deploy/compose.yaml');

/** `docker compose` (v2) where the plugin is installed, else `docker-compose` (1.x, as CI installs it). */
function composeCommand(): string[] | null {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    const [bin = '', ...rest] = command;
    if (spawnSync(bin, [...rest, 'version'], { encoding: 'utf8' }).status === 0) return command;
  }
  return null;
}

const compose = composeCommand();
const scratch = mkdtempSync(join(tmpdir(), 'beurs-compose-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function config(envLines: string[]) {
  const envFile = join(scratch, `env-${envLines.length}`);
  writeFileSync(envFile, `${envLines.join('\n')}\n`);
  const [bin = '', ...rest] = compose ?? [];
  return spawnSync(bin, [...rest, '-p', 'beurs', '--env-file', envFile, '-f', COMPOSE_FILE, 'config'], {
    encoding: 'utf8',
    cwd: REPO_ROOT,
  });
}

// Needs no database: it runs once, in the PostgreSQL pass. Without any compose tool there is nothing to check with.
describe.skipIf(TEST_DB_KIND !== 'postgres' || compose === null)('deploy/compose.yaml', () => {
  it('is a valid compose file with PostgreSQL, Redis, a migration, two brokers and the balancer', () => {
    const result = config(['POSTGRES_PASSWORD=secret', `JWT_SECRET=${'j'.repeat(40)}`, `TWO_FACTOR_KEY=${'t'.repeat(40)}`]);
    expect(result.status, result.stderr).toBe(0);
    for (const service of ['postgres:', 'redis:', 'migrate:', 'broker-1:', 'broker-2:', 'balancer:'])
      expect(result.stdout).toContain(service);
    expect(result.stdout).toContain('MIGRATE_ON_START');
  });

  it('refuses to configure without the secrets, naming the one missing', () => {
    const result = config([`JWT_SECRET=${'j'.repeat(40)}`, `TWO_FACTOR_KEY=${'t'.repeat(40)}`]);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('POSTGRES_PASSWORD');
  });
});

const haproxyInstalled = spawnSync('haproxy', ['-v'], { encoding: 'utf8' }).status === 0;

// Needs no database: once, in the PostgreSQL pass. CI installs Debian's HAProxy to check it with.
describe.skipIf(TEST_DB_KIND !== 'postgres' || !haproxyInstalled)('deploy/haproxy.cfg', () => {
  it('is a configuration HAProxy accepts', () => {
    // The replicas' names resolve only on the compose network; the file says to resolve them later.
    const result = spawnSync('haproxy', ['-c', '-f', join(REPO_ROOT, 'deploy/haproxy.cfg')], { encoding: 'utf8' });
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    expect(result.stdout).toContain('Configuration file is valid');
  });
});
