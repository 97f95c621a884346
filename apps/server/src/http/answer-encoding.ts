import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The content codings a serialised answer is sent in, besides none. */
export type AnswerEncoding = 'br' | 'gzip';

/** Below this, compressing saves less than the headers it adds: sent as it is. */
export const MIN_ENCODED_BYTES = 1024;

/** Brotli's quality 5: within a few percent of its best on JSON, at a fraction of the time of 11. */
const BROTLI_QUALITY = 5;

const compress: Record<AnswerEncoding, (json: string) => Promise<Buffer>> = {
  br: (json) =>
    promisify(brotliCompress)(json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json) },
    }),
  gzip: (json) => promisify(gzip)(json),
};

/** The coding chosen for each `Accept-Encoding` seen: clients send a handful of distinct values. */
const CHOSEN_ENTRIES = 64;
const chosen = new Map<string, AnswerEncoding | null>();

function parseChoice(acceptEncoding: string): AnswerEncoding | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: AnswerEncoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * The coding to send to a client, from its `Accept-Encoding`: brotli, else gzip, else none. A
 * coding it refuses (`;q=0`) is never sent, and `*` stands for any coding it does not name.
 */
export function chooseEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  let choice = chosen.get(acceptEncoding);
  if (choice === undefined) {
    choice = parseChoice(acceptEncoding);
    if (chosen.size >= CHOSEN_ENTRIES) chosen.clear();
    chosen.set(acceptEncoding, choice);
  }
  return choice;
}

/** The strong ETag of the encoded answer: each coding of the same JSON is its own representation. */
export function encodedEtag(etag: string, encoding: AnswerEncoding): string {
  return `${etag.slice(0, -1)}-${encoding}"`;
}

/** Whether `tag` (from If-None-Match) names the answer with ETag `etag`, in any of its codings. */
export function namesAnswer(tag: string, etag: string): boolean {
  return tag === etag || tag === encodedEtag(etag, 'br') || tag === encodedEtag(etag, 'gzip');
}

/** One coding of one answer: its body once compressed (the promise until then) and its ETag. */
export interface EncodedAnswer {
  etag: string;
  body: Buffer | Promise<Buffer>;
}

/**
 * The answers' compressed bodies, keyed by coding and ETag (a hash of the JSON): a serialised
 * answer is compressed once, on the first request that accepts the coding, however many requests
 * follow, and later requests find the bytes without waiting. The symbols answer changes every tick
 * and the others never, so a few entries are enough; a memo of bytes derived from bytes, shared by
 * every server of the process.
 */
const MEMO_ENTRIES = 16;
const memo = new Map<string, EncodedAnswer>();

export function encodeAnswer(json: string, etag: string, encoding: AnswerEncoding): EncodedAnswer {
  const key = encoding + etag;
  let entry = memo.get(key);
  if (!entry) {
    const compressed = compress[encoding](json);
    const made: EncodedAnswer = { etag: encodedEtag(etag, encoding), body: compressed };
    entry = made;
    memo.set(key, made);
    compressed.then(
      (body) => {
        made.body = body;
      },
      // A failed compression is not kept.
      () => memo.delete(key),
    );
    // The oldest entry goes first.
    if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
  }
  return entry;
}
