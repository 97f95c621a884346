import { multipartFile, SAMPLE_FILES } from '../accounts/multipart';

/** One multipart body with two files in the field `file`: the second used to be dropped silently. */
export function twoFileBody(): { payload: Buffer; headers: Record<string, string> } {
  const first = multipartFile({ filename: 'a.png', contentType: 'image/png', content: SAMPLE_FILES.png });
  const boundary = first.headers['content-type']?.split('boundary=')[1] ?? '';
  const closing = Buffer.from(`--${boundary}--\r\n`);
  const second = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`),
    SAMPLE_FILES.png,
    Buffer.from('\r\n'),
    closing,
  ]);
  return { payload: Buffer.concat([first.payload.subarray(0, first.payload.length - closing.length), second]), headers: first.headers };
}

/** A valid one-file body cut off in the middle of the file, as a dropped connection leaves it. */
export function cutShortBody(): { payload: Buffer; headers: Record<string, string> } {
  const whole = multipartFile({ filename: 'a.png', contentType: 'image/png', content: SAMPLE_FILES.png });
  return { payload: whole.payload.subarray(0, Math.floor(whole.payload.length / 2)), headers: whole.headers };
}

/** A one-file body followed by a text field: anything besides the file is refused. */
export function fileAndFieldBody(): { payload: Buffer; headers: Record<string, string> } {
  const first = multipartFile({ filename: 'a.png', contentType: 'image/png', content: SAMPLE_FILES.png });
  const boundary = first.headers['content-type']?.split('boundary=')[1] ?? '';
  const closing = Buffer.from(`--${boundary}--\r\n`);
  const field = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([first.payload.subarray(0, first.payload.length - closing.length), field]), headers: first.headers };
}

/** A multipart request as the fuzz test sends it: raw bytes and the headers that go with them. */
export interface RawUpload {
  label: string;
  payload: Buffer | string;
  headers: Record<string, string>;
}

/**
 * Malformed or refused uploads: no boundary, a boundary longer than the parser takes, a body cut
 * short at `cut` (a share of its length), two files, a file in the wrong field, a field beside
 * the file, an empty file, a text file, JSON or plain text instead of multipart, garbage bytes.
 */
export function badUploads(cut: number, garbage: Buffer): RawUpload[] {
  const good = multipartFile({ filename: 'a.png', contentType: 'image/png', content: SAMPLE_FILES.png });
  const boundary = good.headers['content-type']?.split('boundary=')[1] ?? '';
  // Cut anywhere before the closing delimiter is complete: the body is then never valid.
  const cutAt = Math.floor(cut * (good.payload.length - boundary.length - 6));
  return [
    { label: 'no boundary', payload: good.payload, headers: { 'content-type': 'multipart/form-data' } },
    { label: 'empty boundary', payload: good.payload, headers: { 'content-type': 'multipart/form-data; boundary=' } },
    { label: 'overlong boundary', payload: good.payload, headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` } },
    { label: `cut short at ${cutAt}`, payload: good.payload.subarray(0, cutAt), headers: good.headers },
    { label: 'two files', ...twoFileBody() },
    { label: 'file and field', ...fileAndFieldBody() },
    {
      label: 'wrong field',
      ...multipartFile({ field: 'document', filename: 'a.png', contentType: 'image/png', content: SAMPLE_FILES.png }),
    },
    {
      label: 'NUL in field name',
      ...multipartFile({ field: 'fi\u0000le', filename: 'a.png', contentType: 'image/png', content: SAMPLE_FILES.png }),
    },
    { label: 'empty file', ...multipartFile({ filename: 'a.png', contentType: 'image/png', content: Buffer.alloc(0) }) },
    { label: 'text file', ...multipartFile({ filename: 'a.png', contentType: 'image/png', content: SAMPLE_FILES.text }) },
    { label: 'garbage with a boundary', payload: garbage, headers: good.headers },
    { label: 'JSON', payload: JSON.stringify({ file: 'abc' }), headers: { 'content-type': 'application/json' } },
    { label: 'plain text', payload: 'file=abc', headers: { 'content-type': 'text/plain' } },
    { label: 'no body', payload: '', headers: {} },
  ];
}
