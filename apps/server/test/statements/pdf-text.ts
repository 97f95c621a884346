import { inflateSync } from 'node:zlib';

/** Decodes a hex string of a standard-font text operator (WinAnsi: 0x80 is the euro sign). */
function decodeHex(hex: string): string {
  const bytes = Buffer.from(hex.replace(/\s+/g, ''), 'hex');
  return [...bytes].map((byte) => (byte === 0x80 ? '€' : String.fromCharCode(byte))).join('');
}

/**
 * The text a PDF made by pdfkit with its standard fonts shows, in drawing order, one space
 * between text operators: each content stream is inflated (FlateDecode) and its `TJ` and `Tj`
 * operators read. Enough for pdfkit's own output, offline, without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const bytes = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    const operators = /\[([^\]]*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj/g;
    for (let op = operators.exec(content); op; op = operators.exec(content)) {
      if (op[1] !== undefined) parts.push([...op[1].matchAll(/<([0-9a-fA-F\s]*)>/g)].map((hex) => decodeHex(hex[1] ?? '')).join(''));
      else parts.push(decodeHex(op[2] ?? ''));
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}
