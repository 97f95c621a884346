import { getTableColumns, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** PostgreSQL's json_build_object takes at most 100 arguments: a key and a value per column. */
const MAX_COLUMNS = 50;

/**
 * A column's value as JSON can carry it exactly. A JSON number is a double once parsed, so
 * numeric (money, prices, volumes) and bigint go in as text; everything else as itself.
 */
function exactValue(column: PgColumn): SQL {
  const type = column.getSQLType();
  return type.startsWith('numeric') || type === 'bigint' ? sql`${column}::text` : sql`${column}`;
}

/**
 * One row of `table` as a JSON object keyed by the row's field names, for nesting a table's rows
 * in another query's answer (`json_agg(jsonRow(orders))`): read back with `rowFromJson`.
 */
export function jsonRow(table: PgTable): SQL {
  const columns = Object.entries(getTableColumns(table));
  if (columns.length > MAX_COLUMNS) throw new Error(`json_build_object takes at most ${MAX_COLUMNS} columns`);
  // The keys are the schema's own field names, never input: safe to write as literals.
  const pairs = columns.map(([key, column]) => sql`${sql.raw(`'${key.replaceAll("'", "''")}'`)}, ${exactValue(column)}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * A row written by `jsonRow`, in the shape Drizzle gives a plain select of `table`: each value
 * goes through its column's own mapping (decimal text stays text, timestamps become Dates).
 */
export function rowFromJson<TTable extends PgTable>(table: TTable, json: Readonly<Record<string, unknown>>): InferSelectModel<TTable> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[key];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  // Built column by column from the table's own definition, so it has exactly the select's shape.
  return row as InferSelectModel<TTable>;
}
