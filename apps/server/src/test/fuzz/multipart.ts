import type { Hostile } from './hostile-values.ts';

/** One part of a multipart/form-data body; a file when it has a filename. */
export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
  /** Header lines written as they are, after Content-Disposition. */
  extraHeaders?: string[];
}

export interface MultipartDraft {
  parts: Part[];
  boundary: string;
  contentType: string;
  /** Breaks the encoded bytes (truncation, line endings, garbage). */
  damage?: (body: Buffer) => Buffer;
  /** Raw text placed before the closing boundary, for parts that cannot be described. */
  rawTail?: string;
}

export const BOUNDARY = '----fuzz-boundary-7MA4YWxkTrZu0gW';

export function encodeMultipart(draft: MultipartDraft): Buffer {
  const chunks: Buffer[] = [];
  for (const part of draft.parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const headers = [
      `Content-Disposition: form-data; name="${part.name}"${filename}`,
      ...(part.contentType === undefined ? [] : [`Content-Type: ${part.contentType}`]),
      ...(part.extraHeaders ?? []),
    ];
    chunks.push(Buffer.from(`--${draft.boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`${draft.rawTail ?? ''}--${draft.boundary}--\r\n`));
  const body = Buffer.concat(chunks);
  return draft.damage ? draft.damage(body) : body;
}

export const filePart = (name: string, value: Buffer): Part => ({
  name,
  value,
  filename: `${name}.png`,
  contentType: 'image/png',
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The PNG with its header claiming other dimensions (a decompression bomb's first bytes). */
function withDimensions(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

/** Files that are not the small PNG or JPEG an upload field takes. */
export const hostileFiles = (png: Buffer): Hostile<Buffer>[] => [
  { label: 'text as png', value: Buffer.from('this is not an image') },
  { label: 'truncated png', value: png.subarray(0, 40) },
  { label: 'png header only', value: png.subarray(0, 8) },
  { label: 'png claiming 100000x100000', value: withDimensions(png, 100_000, 100_000) },
  { label: 'png claiming 0x0', value: withDimensions(png, 0, 0) },
  { label: 'png claiming 2^31 wide', value: withDimensions(png, 2 ** 31, 1) },
  { label: 'png with html after it', value: Buffer.concat([png, Buffer.from('<html>')]) },
  { label: 'gif', value: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') },
  {
    label: 'svg with script',
    value: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  },
  { label: 'jpeg start only', value: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]) },
  {
    label: 'random bytes',
    value: Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 97) & 0xff)),
  },
];

/** File names and part types a form should never trust. */
export const hostileFilenames: Hostile<string>[] = [
  { label: 'traversal filename', value: '../../../../tmp/evil.png' },
  { label: 'NUL in filename', value: 'evil.png\u0000.php' },
  { label: 'empty filename', value: '' },
  { label: 'long filename', value: `${'n'.repeat(5_000)}.png` },
  { label: 'quote in filename', value: 'a".png' },
  { label: 'CRLF in filename', value: 'a.png"\r\nContent-Type: text/html' },
  { label: 'dotfile', value: '.htaccess' },
];

export const hostilePartTypes: Hostile<string>[] = [
  { label: 'html part', value: 'text/html' },
  { label: 'svg part', value: 'image/svg+xml' },
  { label: 'empty part type', value: '' },
  { label: 'junk part type', value: ';;=;' },
];

const cut = (fraction: number) => (body: Buffer) =>
  body.subarray(0, Math.floor(body.length * fraction));

/** Ways a multipart body can be broken as a whole. */
export const multipartDamage: Hostile<(draft: MultipartDraft) => void>[] = [
  {
    label: 'no boundary parameter',
    value: (draft) => void (draft.contentType = 'multipart/form-data'),
  },
  {
    label: 'empty boundary parameter',
    value: (draft) => void (draft.contentType = 'multipart/form-data; boundary='),
  },
  {
    label: 'other boundary',
    value: (draft) => void (draft.contentType = 'multipart/form-data; boundary=other'),
  },
  {
    label: '200-character boundary',
    value: (draft) => {
      draft.boundary = 'b'.repeat(200);
      draft.contentType = `multipart/form-data; boundary=${draft.boundary}`;
    },
  },
  {
    label: 'multipart/mixed',
    value: (draft) => void (draft.contentType = `multipart/mixed; boundary=${draft.boundary}`),
  },
  {
    label: 'no closing boundary',
    value: (draft) =>
      void (draft.damage = (body) => body.subarray(0, body.length - draft.boundary.length - 6)),
  },
  { label: 'truncated in the middle', value: (draft) => void (draft.damage = cut(0.5)) },
  { label: 'truncated after headers', value: (draft) => void (draft.damage = cut(0.1)) },
  { label: 'empty body', value: (draft) => void (draft.damage = () => Buffer.alloc(0)) },
  {
    label: 'garbage body',
    value: (draft) => void (draft.damage = () => Buffer.from('\u0000\u00ff garbage --\r\n\r\n')),
  },
  {
    label: 'LF line endings',
    value: (draft) =>
      void (draft.damage = (body) =>
        Buffer.from(body.toString('latin1').replaceAll('\r\n', '\n'), 'latin1')),
  },
  {
    label: 'part without headers',
    value: (draft) => void (draft.rawTail = `--${draft.boundary}\r\n\r\norphan\r\n`),
  },
  {
    label: 'part without a name',
    value: (draft) =>
      void (draft.rawTail = `--${draft.boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n`),
  },
  {
    label: 'attachment disposition',
    value: (draft) =>
      void (draft.rawTail = `--${draft.boundary}\r\nContent-Disposition: attachment; name="title"\r\n\r\nx\r\n`),
  },
  {
    label: 'bad RFC 5987 filename',
    value: (draft) =>
      void (draft.rawTail = `--${draft.boundary}\r\nContent-Disposition: form-data; name="images"; filename*=UTF-8''%E0%A4%A\r\n\r\nx\r\n`),
  },
  {
    label: 'header line of 100 kB',
    value: (draft) =>
      void (draft.rawTail = `--${draft.boundary}\r\nContent-Disposition: form-data; name="title"\r\nX-Junk: ${'j'.repeat(100_000)}\r\n\r\nx\r\n`),
  },
  {
    label: 'NUL in part header',
    value: (draft) =>
      void (draft.rawTail = `--${draft.boundary}\r\nContent-Disposition: form-data; name="ti\u0000tle"\r\n\r\nx\r\n`),
  },
  {
    label: '300 small fields',
    value: (draft) =>
      void draft.parts.push(
        ...Array.from({ length: 300 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
      ),
  },
  {
    label: 'field of 100 kB',
    value: (draft) => void draft.parts.push({ name: 'description', value: 'd'.repeat(100_001) }),
  },
];
