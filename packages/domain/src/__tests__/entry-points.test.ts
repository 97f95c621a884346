import { describe, expect, it } from 'vitest';
import * as root from '../index';
import * as constants from '../entries/constants';
import * as contract from '../entries/contract';
import * as money from '../entries/money';
import * as trading from '../entries/trading';

// Keyed by the subpath a consumer writes after `@beurs/domain/`; package.json "exports" mirrors it.
const SUBPATHS = { contract, constants, money, trading } as const;

// Exported by the root only: they have no subpath of their own yet.
const ROOT_ONLY = [
  'deriveCountryOptions',
  'PASSWORD_STRENGTH',
  'PASSWORD_SCORE_LABELS',
  'passwordUserInputs',
  'passwordStrengthText',
  'weakPasswordMessage',
];

describe('entry points', () => {
  it('exports each name from exactly one subpath', () => {
    const owners = new Map<string, string[]>();
    for (const [subpath, namespace] of Object.entries(SUBPATHS)) {
      for (const name of Object.keys(namespace)) owners.set(name, [...(owners.get(name) ?? []), subpath]);
    }
    const shared = [...owners].filter(([, subpaths]) => subpaths.length > 1);
    expect(shared).toEqual([]);
  });

  it('exports from the root exactly the union of the subpaths and the root-only helpers', () => {
    const union = [...Object.values(SUBPATHS).flatMap((namespace) => Object.keys(namespace)), ...ROOT_ONLY];
    expect(Object.keys(root).sort()).toEqual(union.sort());
  });

  it('gives the root and a subpath the same values, not copies', () => {
    for (const namespace of Object.values(SUBPATHS)) {
      for (const [name, value] of Object.entries(namespace)) expect(root[name as keyof typeof root]).toBe(value);
    }
  });
});
