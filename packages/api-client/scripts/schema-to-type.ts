/**
 * Renders a zod v4 schema as a compact TypeScript type, for the call reference of the README.
 * It walks the schema's definition (`_zod.def`) rather than importing zod, so this package keeps
 * no dependency on it; schemas the contract exports under a type name (`order` is `Order`) are
 * written by that name, so the reference reads like the package's own types.
 */

/** The parts of a zod v4 schema this renderer reads. */
interface ZodLike {
  _zod: {
    def: Record<string, unknown> & { type: string };
    optin?: 'optional' | 'defaulted';
    optout?: 'optional';
  };
}

/** Which side of a schema to render: what a caller sends, or what the server answers. */
export type SchemaSide = 'input' | 'output';

export function isZodSchema(value: unknown): value is ZodLike {
  return typeof value === 'object' && value !== null && '_zod' in value && typeof (value as ZodLike)._zod?.def?.type === 'string';
}

/** Schema-to-type-name pairs; a schema found here is written by its name (unless it is the root). */
export type TypeNames = ReadonlyMap<unknown, string>;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function propertyKey(key: string): string {
  return IDENTIFIER.test(key) ? key : JSON.stringify(key);
}

function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value === 'bigint') return `${value}n`;
  if (value === undefined) return 'undefined';
  return JSON.stringify(value);
}

function union(parts: string[]): string {
  const unique = [...new Set(parts.flatMap((part) => splitTopLevelUnion(part)))];
  if (unique.includes('unknown')) return 'unknown';
  return unique.join(' | ');
}

/** Splits `a | b` at its top level only, so unions of unions stay flat and free of repeats. */
function splitTopLevelUnion(type: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < type.length; index += 1) {
    const char = type.charAt(index);
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"') quote = char;
    else if ('{[(<'.includes(char)) depth += 1;
    else if ('}])>'.includes(char)) depth -= 1;
    else if (char === '|' && depth === 0) {
      parts.push(type.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(type.slice(start).trim());
  return parts.filter((part) => part.length > 0);
}

function needsParentheses(type: string): boolean {
  return splitTopLevelUnion(type).length > 1;
}

/**
 * The TypeScript type of `schema` on one side. `names` turns named schemas into references; every
 * name used is added to `used`, so the caller can list those types once.
 */
export function schemaToType(schema: unknown, side: SchemaSide, names: TypeNames, used: Set<string>, root = true): string {
  if (!isZodSchema(schema)) return 'unknown';
  const name = names.get(schema);
  if (name && !root) {
    used.add(name);
    return name;
  }
  const def = schema._zod.def;
  const inner = (child: unknown) => schemaToType(child, side, names, used, false);
  switch (def.type) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'bigint':
      return 'bigint';
    case 'date':
      return 'Date';
    case 'null':
      return 'null';
    case 'undefined':
    case 'void':
      return 'undefined';
    case 'never':
      return 'never';
    case 'any':
    case 'unknown':
    case 'custom':
    case 'transform':
      return 'unknown';
    case 'file':
      return 'File';
    case 'literal':
      return union((def.values as unknown[]).map(literal));
    case 'enum':
      return union(Object.values(def.entries as Record<string, unknown>).map(literal));
    case 'template_literal':
      return 'string';
    case 'array': {
      const element = inner(def.element);
      return needsParentheses(element) ? `Array<${element}>` : `${element}[]`;
    }
    case 'tuple': {
      const items = (def.items as unknown[]).map(inner);
      if (def.rest) items.push(`...${inner(def.rest)}[]`);
      return `[${items.join(', ')}]`;
    }
    case 'record':
      return `Record<${inner(def.keyType)}, ${inner(def.valueType)}>`;
    case 'union':
      return union((def.options as unknown[]).map(inner));
    case 'intersection':
      return `${inner(def.left)} & ${inner(def.right)}`;
    case 'optional':
      return union([inner(def.innerType), 'undefined']);
    case 'nullable':
      return union([inner(def.innerType), 'null']);
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe': {
      // A transform's output has no schema of its own: say what went in.
      const out = def.out as ZodLike;
      if (side === 'input' || out._zod.def.type === 'transform') return inner(def.in);
      return inner(def.out);
    }
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'promise':
      return `Promise<${inner(def.innerType)}>`;
    case 'object':
      return objectType(def.shape as Record<string, ZodLike>, def.catchall, side, inner);
    default:
      return 'unknown';
  }
}

/** Whether a value may be left out on this side (a default fills it in on the way in). */
export function isOptional(schema: ZodLike, side: SchemaSide): boolean {
  return side === 'input' ? schema._zod.optin !== undefined : schema._zod.optout === 'optional';
}

function objectType(shape: Record<string, ZodLike>, catchall: unknown, side: SchemaSide, inner: (child: unknown) => string): string {
  const fields = Object.entries(shape).map(([key, field]) => {
    const optional = isOptional(field, side);
    const type = inner(field);
    // `key?: T` already says "may be left out"; `| undefined` beside it is noise.
    const shown = optional ? union(splitTopLevelUnion(type).filter((part) => part !== 'undefined')) || 'undefined' : type;
    return `${propertyKey(key)}${optional ? '?' : ''}: ${shown}`;
  });
  if (isZodSchema(catchall) && catchall._zod.def.type !== 'never') fields.push(`[key: string]: ${inner(catchall)}`);
  return fields.length === 0 ? '{}' : `{ ${fields.join('; ')} }`;
}
