import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaComponents } from '../../src/http/json-schema';

// Named like the domain names its schemas; the ids are this file's own, so no domain schema is touched.
const page = z.object({ size: z.number().int().default(20), after: z.string().optional() });
z.globalRegistry.add(page, { id: 'JsonSchemaTestPage' });
const listing = z.object({ page, total: z.number().int() });
z.globalRegistry.add(listing, { id: 'JsonSchemaTestListing' });
// Strict: refuses unknown keys on both sides, so it reads the same as input and as output.
const tag = z.strictObject({ label: z.string() });
z.globalRegistry.add(tag, { id: 'JsonSchemaTestTag' });

const refTo = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('schemaComponents', () => {
  it('writes a named schema once and refers to it by its name on both sides when they read the same', () => {
    const schemas = schemaComponents();
    const sent = schemas.schemaOf(z.object({ tags: z.array(tag) }), 'input');
    const answered = schemas.schemaOf(tag, 'output');
    expect(sent).toMatchObject({ properties: { tags: { type: 'array', items: refTo('JsonSchemaTestTag') } } });
    expect(answered).toEqual(refTo('JsonSchemaTestTag'));
    expect(Object.keys(schemas.named())).toEqual(['JsonSchemaTestTag']);
    expect(schemas.named().JsonSchemaTestTag).toMatchObject({ properties: { label: { type: 'string' } }, required: ['label'] });
  });

  it('gives a named schema whose input differs (a default) an Input twin, and the schemas that hold it too', () => {
    const schemas = schemaComponents();
    expect(schemas.schemaOf(listing, 'output')).toEqual(refTo('JsonSchemaTestListing'));
    expect(schemas.schemaOf(listing, 'input')).toEqual(refTo('JsonSchemaTestListingInput'));
    const named = schemas.named();
    expect(Object.keys(named).sort()).toEqual([
      'JsonSchemaTestListing',
      'JsonSchemaTestListingInput',
      'JsonSchemaTestPage',
      'JsonSchemaTestPageInput',
    ]);
    // The server always answers a size; a client may leave it out and get the default.
    expect(named.JsonSchemaTestPage?.required).toEqual(['size']);
    expect(named.JsonSchemaTestPageInput?.required).toBeUndefined();
    expect(named.JsonSchemaTestPageInput).toMatchObject({ properties: { size: { default: 20 } } });
    expect(named.JsonSchemaTestListing).toMatchObject({ properties: { page: refTo('JsonSchemaTestPage') } });
    expect(named.JsonSchemaTestListingInput).toMatchObject({ properties: { page: refTo('JsonSchemaTestPageInput') } });
  });

  it('gives a plain object an Input twin too: a client may send keys the server drops, the server answers none', () => {
    const loose = z.object({ label: z.string() });
    z.globalRegistry.add(loose, { id: 'JsonSchemaTestLoose' });
    const schemas = schemaComponents();
    expect(schemas.schemaOf(loose, 'input')).toEqual(refTo('JsonSchemaTestLooseInput'));
    expect(schemas.schemaOf(loose, 'output')).toEqual(refTo('JsonSchemaTestLoose'));
    expect(schemas.named().JsonSchemaTestLoose?.additionalProperties).toBe(false);
    expect(schemas.named().JsonSchemaTestLooseInput?.additionalProperties).toBeUndefined();
  });

  it('writes a record keyed by an enum as an object with one optional property per key', () => {
    const schemas = schemaComponents();
    const documents = schemas.schemaOf(z.partialRecord(z.enum(['passport', 'card']), z.enum(['verified', 'rejected'])), 'output');
    expect(documents).toEqual({
      type: 'object',
      properties: {
        passport: { type: 'string', enum: ['verified', 'rejected'] },
        card: { type: 'string', enum: ['verified', 'rejected'] },
      },
      additionalProperties: false,
    });
  });

  it('uses draft-07 definitions for AsyncAPI and still refers to the components', () => {
    const schemas = schemaComponents('draft-7');
    expect(schemas.schemaOf(z.array(tag), 'output')).toEqual({ type: 'array', items: refTo('JsonSchemaTestTag') });
    expect(Object.keys(schemas.named())).toEqual(['JsonSchemaTestTag']);
  });

  it('refuses two different schemas under one name, which would make every reference ambiguous', () => {
    const schemas = schemaComponents();
    const original = z.strictObject({ label: z.string() });
    z.globalRegistry.add(original, { id: 'JsonSchemaTestTwin' });
    const impostor = z.strictObject({ colour: z.string() });
    z.globalRegistry.add(impostor, { id: 'JsonSchemaTestTwin' });
    schemas.schemaOf(original, 'output');
    expect(() => schemas.schemaOf(impostor, 'output')).toThrow('Two different schemas are named JsonSchemaTestTwin');
  });
});
