/** A Content-Security-Policy header as directive name -> sources. */
export function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  if (typeof header !== 'string') throw new Error(`expected one Content-Security-Policy header, got ${String(header)}`);
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}
