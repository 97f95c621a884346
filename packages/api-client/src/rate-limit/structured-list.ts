// A small reader of the HTTP structured-field lists (RFC 9651) that the `RateLimit` and
// `RateLimit-Policy` headers are written in, e.g. `"burst";q=100;w=1, "day";q=1000;w=86400`.
// It reads what those headers use (a string or token item with parameters) and skips the rest.

/** One list member: its value (a policy's name) and its parameters, keys in lower case. */
export interface ListItem {
  name: string;
  params: Map<string, string>;
}

/** `text` cut at each `separator` outside double quotes, pieces trimmed. */
function split(text: string, separator: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quoted && char === '\\') {
      piece += char + text.charAt((index += 1));
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      pieces.push(piece.trim());
      piece = '';
    } else piece += char;
  }
  pieces.push(piece.trim());
  return pieces;
}

/** A string item without its quotes and escapes; a token or a number as written. */
function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
}

/**
 * The members of a structured-field list header. Inner lists (`(…)`) and empty members are
 * skipped; a parameter without a value reads `?1` (true), as the format says.
 *
 * @example
 * readStructuredList('"key";q=600;w=60') // [{ name: 'key', params: Map { 'q' => '600', 'w' => '60' } }]
 */
export function readStructuredList(header: string): ListItem[] {
  const items: ListItem[] = [];
  for (const member of split(header, ',')) {
    const [name = '', ...params] = split(member, ';');
    if (name === '' || name.startsWith('(')) continue;
    const item: ListItem = { name: unquote(name), params: new Map() };
    for (const param of params) {
      const equals = param.indexOf('=');
      const key = (equals === -1 ? param : param.slice(0, equals)).trim().toLowerCase();
      if (key) item.params.set(key, equals === -1 ? '?1' : unquote(param.slice(equals + 1).trim()));
    }
    items.push(item);
  }
  return items;
}
