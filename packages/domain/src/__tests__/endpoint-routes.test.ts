import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../entries/contract';
import { ENDPOINT_ROUTES, endpointPath, type EndpointRoute } from '../entries/routes';

const ROUTE_FIELDS = [
  'method',
  'path',
  'auth',
  'body',
  'refusedWhenFrozen',
  'extension',
] as const satisfies readonly (keyof EndpointRoute)[];

/** The route part of an entry, with only the fields it sets (`extension` is absent on the spec's calls). */
function routeOf(entry: EndpointRoute): Partial<EndpointRoute> {
  return Object.fromEntries(ROUTE_FIELDS.filter((field) => field in entry).map((field) => [field, entry[field]]));
}

const SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The file an import of `path` loads: `path.ts`, or the folder's `index.ts`. */
function moduleFile(path: string): string {
  return existsSync(`${path}.ts`) ? `${path}.ts` : resolve(path, 'index.ts');
}

/** Every module `file` loads, itself included, and every package it imports, following relative imports. */
function importGraph(file: string, modules = new Set<string>(), packages = new Set<string>()) {
  if (modules.has(file)) return { modules, packages };
  modules.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)) {
    if (specifier === undefined) continue;
    if (!specifier.startsWith('.')) packages.add(specifier);
    else importGraph(moduleFile(resolve(dirname(file), specifier)), modules, packages);
  }
  return { modules, packages };
}

describe('the route table', () => {
  it('names the same calls as ENDPOINTS, in the same order', () => {
    expect(Object.keys(ENDPOINT_ROUTES)).toEqual(Object.keys(ENDPOINTS));
  });

  it('agrees with ENDPOINTS on the method, path, session, input, frozen-account rule and extension of every call', () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      expect(routeOf(endpoint), name).toEqual(routeOf(ENDPOINT_ROUTES[name as keyof typeof ENDPOINT_ROUTES]));
    }
  });

  it('puts every call under /api/v1/ with the spelling of the spec', () => {
    expect(endpointPath(ENDPOINT_ROUTES.getUser.path)).toBe('/api/v1/users/');
    expect(endpointPath(ENDPOINT_ROUTES.signin.path)).toBe('/api/v1/auth/signin');
    expect(endpointPath(ENDPOINT_ROUTES.getEconomicCalendar.path)).toBe('/api/v1/celendar/ecomomic');
  });

  it.each(['entries/routes.ts', 'entries/constants.ts'])(
    '%s loads no zod, so a client that does not validate does not bundle it',
    (entry) => {
      const { modules, packages } = importGraph(resolve(SOURCE, entry));
      expect(modules.size).toBeGreaterThan(1);
      expect([...packages]).toEqual([]);
      expect([...modules].some((module) => module.includes('/contract/'))).toBe(false);
    },
  );
});
