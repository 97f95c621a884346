import { z } from 'zod';

/** A JSON Schema (or any JSON object of a generated document). */
export type JsonSchema = Record<string, unknown>;

/** Which side of a schema: `input` is what a client may send (before defaults and transforms), `output` what the server answers. */
export type SchemaSide = 'input' | 'output';

/** The JSON Schema dialect of a document: draft 2020-12 for OpenAPI 3.1, draft-07 for AsyncAPI 3.0's default schema format. */
export type SchemaDialect = 'draft-2020-12' | 'draft-7';

/** Where a document keeps its named schemas: both OpenAPI and AsyncAPI use `components.schemas`. */
const COMPONENTS_POINTER = '#/components/schemas/';

/**
 * The zod schemas of a generated document as JSON Schema, with every schema the domain names
 * (`z.globalRegistry.add(order, { id: 'Order' })`) written once under `components.schemas` and
 * referred to by `$ref`, so generators make one `Order` type and readers see one definition.
 */
export interface SchemaComponents {
  /**
   * `schema` as JSON Schema for one side. Named parts become `$ref`s to the components; a named
   * schema whose input differs from its output (a default, a transform) gets a second component,
   * its name with `Input` appended, which the input side refers to.
   */
  schemaOf(schema: z.ZodType, side: SchemaSide): JsonSchema;
  /** The named schemas met so far, by component name, in the order they were met. */
  named(): Record<string, JsonSchema>;
}

function definitionsKey(dialect: SchemaDialect): '$defs' | 'definitions' {
  return dialect === 'draft-2020-12' ? '$defs' : 'definitions';
}

/** Replaces every `$ref` to a local definition with the component `rename` gives its id. */
function rewriteRefs(value: unknown, localPrefix: string, rename: (id: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, localPrefix, rename));
  if (value === null || typeof value !== 'object') return value;
  const rewritten: JsonSchema = {};
  for (const [key, item] of Object.entries(value)) {
    rewritten[key] =
      key === '$ref' && typeof item === 'string' && item.startsWith(localPrefix)
        ? `${COMPONENTS_POINTER}${rename(decodeURIComponent(item.slice(localPrefix.length)))}`
        : rewriteRefs(item, localPrefix, rename);
  }
  return rewritten;
}

/**
 * A record keyed by an enum (`z.partialRecord(z.enum(['passport', 'card']), status)`) as the object
 * it is: one optional property per key and nothing else. zod writes it as `propertyNames` plus
 * `additionalProperties`, which means the same, but which generators turn into a string index
 * (`{ [key: string]: status }`) instead of `{ passport?: status; card?: status }`.
 */
function spellOutEnumKeys(json: JsonSchema): void {
  const keys = (json.propertyNames as { enum?: unknown } | undefined)?.enum;
  const value = json.additionalProperties;
  if (json.properties !== undefined || !Array.isArray(keys) || !keys.every((key) => typeof key === 'string')) return;
  if (value === null || typeof value !== 'object') return;
  json.properties = Object.fromEntries(keys.map((key) => [key, value]));
  json.additionalProperties = false;
  delete json.propertyNames;
}

/** zod's conversion, with the ids of the named schemas it met (`override` sees every zod schema it converts). */
function convert(
  schema: z.core.$ZodType,
  side: SchemaSide,
  dialect: SchemaDialect,
): { json: JsonSchema; named: Map<string, z.core.$ZodType> } {
  const named = new Map<string, z.core.$ZodType>();
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: side,
    target: dialect,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const id = z.globalRegistry.get(zodSchema)?.id;
      if (id) named.set(id, zodSchema);
      if (zodSchema._zod.def.type === 'record') spellOutEnumKeys(jsonSchema as JsonSchema);
    },
  }) as JsonSchema;
  return { json, named };
}

/**
 * Collects the named schemas of one document. Schemas that cannot be written as JSON Schema
 * become `{}` (anything), so one odd schema never breaks a document; the server still validates.
 */
export function schemaComponents(dialect: SchemaDialect = 'draft-2020-12'): SchemaComponents {
  const key = definitionsKey(dialect);
  const localPrefix = `#/${key}/`;
  const components = new Map<string, JsonSchema>();
  const sidesDiffer = new Map<string, boolean>();

  /** Whether a named schema (or one it contains) reads differently as input than as output. */
  function differs(id: string, schema: z.core.$ZodType): boolean {
    let known = sidesDiffer.get(id);
    if (known === undefined) {
      const definitions = (side: SchemaSide) => JSON.stringify(convert(schema, side, dialect).json[key]);
      known = definitions('input') !== definitions('output');
      sidesDiffer.set(id, known);
    }
    return known;
  }

  function add(name: string, definition: JsonSchema): void {
    const existing = components.get(name);
    if (existing === undefined) components.set(name, definition);
    else if (JSON.stringify(existing) !== JSON.stringify(definition))
      // Two different schemas under one name would make every reference to it ambiguous.
      throw new Error(`Two different schemas are named ${name}: give one of them another id`);
  }

  return {
    schemaOf(schema, side) {
      let converted: ReturnType<typeof convert>;
      try {
        converted = convert(schema, side, dialect);
      } catch {
        // Documented fallback: an empty schema accepts anything.
        return {};
      }
      const { [key]: definitions = {}, ...json } = converted.json as JsonSchema & { [key: string]: Record<string, JsonSchema> };
      const nameOf = (id: string): string => {
        const named = converted.named.get(id);
        return side === 'input' && named !== undefined && differs(id, named) ? `${id}Input` : id;
      };
      for (const [id, definition] of Object.entries(definitions)) {
        if (!converted.named.has(id)) {
          // zod names cycles and nothing else on its own (`__schema0`): such a name would collide across conversions.
          throw new Error(`A recursive schema needs an id to be written into the document (found ${id})`);
        }
        add(nameOf(id), rewriteRefs(definition, localPrefix, nameOf) as JsonSchema);
      }
      return rewriteRefs(json, localPrefix, nameOf) as JsonSchema;
    },
    named() {
      return Object.fromEntries(components);
    },
  };
}
