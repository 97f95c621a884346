import { describe, expect, it } from 'vitest';
import * as root from '../index';
import * as constants from '../entries/constants';
import * as contract from '../entries/contract';
import * as money from '../entries/money';
import * as routes from '../entries/routes';
import * as trading from '../entries/trading';

// Keyed by the subpath a consumer writes after `@beurs/domain/`; package.json "exports" mirrors it.
const SUBPATHS = { contract, constants, routes, money, trading } as const;

// A subpath that carries another one whole: the routes are part of the contract, and
// `@beurs/domain/contract` kept exporting `endpointPath` and `UPLOAD_FIELD_NAME` when they moved.
const INCLUDED: Partial<Record<keyof typeof SUBPATHS, keyof typeof SUBPATHS>> = { contract: 'routes' };

// Exported by the root only: they have no subpath of their own yet.
const ROOT_ONLY = [
  'deriveCountryOptions',
  'apiKeyTokenStore',
  'PASSWORD_STRENGTH',
  'PASSWORD_SCORE_LABELS',
  'passwordUserInputs',
  'passwordStrengthText',
  'weakPasswordMessage',
];

describe('entry points', () => {
  it('exports each name from exactly one subpath, apart from a subpath carried whole by another', () => {
    const owners = new Map<string, string[]>();
    for (const [subpath, namespace] of Object.entries(SUBPATHS)) {
      const carried = INCLUDED[subpath as keyof typeof SUBPATHS];
      const own = Object.keys(namespace).filter((name) => carried === undefined || !(name in SUBPATHS[carried]));
      for (const name of own) owners.set(name, [...(owners.get(name) ?? []), subpath]);
    }
    const shared = [...owners].filter(([, subpaths]) => subpaths.length > 1);
    expect(shared).toEqual([]);
  });

  it('carries every name of an included subpath, as the same value', () => {
    for (const [subpath, carried] of Object.entries(INCLUDED)) {
      const namespace: Record<string, unknown> = SUBPATHS[subpath as keyof typeof SUBPATHS];
      for (const [name, value] of Object.entries(SUBPATHS[carried])) expect(namespace[name], `${subpath} carries ${name}`).toBe(value);
    }
  });

  it('exports from the root exactly the union of the subpaths and the root-only helpers', () => {
    const union = new Set([...Object.values(SUBPATHS).flatMap((namespace) => Object.keys(namespace)), ...ROOT_ONLY]);
    expect(Object.keys(root).sort()).toEqual([...union].sort());
  });

  it('gives the root and a subpath the same values, not copies', () => {
    for (const namespace of Object.values(SUBPATHS)) {
      for (const [name, value] of Object.entries(namespace)) expect(root[name as keyof typeof root]).toBe(value);
    }
  });
});
