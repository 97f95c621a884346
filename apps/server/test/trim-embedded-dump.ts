const BLOCK = 512;

/** The text of a NUL-terminated field of a tar header. */
function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
}

/**
 * Drops the WAL segments after `currentSegment` from a dump of an embedded data directory (a
 * ustar archive, as PGlite writes it). After a checkpoint PostgreSQL needs only the segment it
 * is writing; the later ones are recycled files it keeps to write into next (zeros, 16 MB each)
 * and makes again when it needs them. Leaving them out makes a third of the seeded template,
 * which every test file loads into memory before its first test.
 */
export function trimEmbeddedDump(dump: Uint8Array, currentSegment: string): Uint8Array {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= dump.length) {
    const header = dump.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = `${field(header, 345, 155)}${field(header, 0, 100)}`;
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const segment = /pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    if (segment === undefined || segment <= currentSegment) kept.push(dump.subarray(offset, offset + length));
    offset += length;
  }
  // The archive ends with two empty blocks.
  kept.push(new Uint8Array(2 * BLOCK));
  const trimmed = new Uint8Array(kept.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of kept) {
    trimmed.set(part, at);
    at += part.length;
  }
  return trimmed;
}
