import type { UPLOAD_RULES } from '@beurs/domain';

export type UploadContentType = (typeof UPLOAD_RULES.contentTypes)[number];

/** Bytes each accepted format starts with (its "magic number"). */
const SIGNATURES: ReadonlyArray<{ type: UploadContentType; bytes: readonly number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
];

/** The number of leading bytes {@link detectContentType} needs. */
export const SIGNATURE_BYTES = 8;

/**
 * What a file really is, judged by its first bytes, never by its name or the Content-Type the
 * client claims (product rules, Uploads: checked by content). Null when it is none of JPEG, PNG, PDF.
 */
export function detectContentType(head: Uint8Array): UploadContentType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}

/** The file extension a download is named with. */
export function extensionOf(type: UploadContentType): string {
  switch (type) {
    case 'image/jpeg':
      return 'jpg';
    case 'image/png':
      return 'png';
    case 'application/pdf':
      return 'pdf';
    default:
      return type satisfies never;
  }
}

/** Narrows a stored content type; only detected types are ever stored. */
export function asUploadContentType(value: string): UploadContentType {
  if (value === 'image/jpeg' || value === 'image/png' || value === 'application/pdf') return value;
  throw new Error(`A stored document has the content type ${value}, which uploads never produce`);
}
