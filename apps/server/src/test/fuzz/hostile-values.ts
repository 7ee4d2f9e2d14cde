/**
 * What an attacker or a broken client sends instead of the value a field expects. Every value
 * carries a label, so a failure names the kind of input that caused it.
 */
export interface Hostile<T> {
  label: string;
  value: T;
}

const MB = 1024 * 1024;
const one = <T>(label: string, value: T): Hostile<T> => ({ label, value });

/** Large texts are built once and shared by every request that uses them. */
const oneMegabyte = 'a'.repeat(MB);
const oneMegabyteWide = 'あ'.repeat(Math.ceil(MB / 3));

const controlTexts: Hostile<string>[] = [
  one('NUL', 'a\u0000b'),
  one('NUL only', '\u0000'),
  one('control chars', '\u0001\u0002\u0007\u0008\u001b[31m'),
  one('CRLF injection', 'x\r\nSet-Cookie: hacked=1'),
  one('DEL and C1', '\u007f\u0085\u009f'),
  one('tab and newline', '\t\n\r'),
];

const unicodeTexts: Hostile<string>[] = [
  one('lone surrogate', 'a\ud800b'),
  one('right-to-left override', '\u202egnp.exe'),
  one('zero-width only', '\u200b\u200c\u200d\ufeff'),
  one('noncharacter', '\uffff\ufffe'),
  one('emoji with modifiers', '👍🏽👨‍👩‍👧‍👦'),
  one('combining marks', `e${'\u0301'.repeat(500)}`),
  one('fullwidth digits', '１２３'),
];

const injectionTexts: Hostile<string>[] = [
  one('SQL quote', "' OR '1'='1"),
  one('SQL statement', '1; DROP TABLE users; --'),
  one('SQL like wildcard', "%_\\'--"),
  one('SQL dollar quote', '$$; SELECT pg_sleep(10); $$'),
  one('path traversal', '../../../../etc/passwd'),
  one('windows path', '..\\..\\windows\\win.ini'),
  one('encoded traversal', '%2e%2e%2f%2e%2e%2f'),
  one('absolute path', '/etc/passwd'),
  one('file URL', 'file:///etc/passwd'),
  one('script tag', '<script>alert(1)</script>'),
  one('template', '{{7*7}}${7*7}'),
  one('prototype key', '__proto__'),
  one('constructor key', 'constructor'),
];

const shapeTexts: Hostile<string>[] = [
  one('empty', ''),
  one('spaces only', '   '),
  one('text null', 'null'),
  one('text undefined', 'undefined'),
  one('text array', '[]'),
  one('text object', '{"$ne":null}'),
  one('comma list', ',,,'),
  one('bad date', '2026-02-30'),
  one('zero date', '0000-00-00'),
  one('bad month', '2026-13-01'),
  one('email without domain', 'a@'),
  one('two at signs', 'a@b@c.test'),
];

/** Numbers as a query string, a path or a form field would carry them. */
export const numericTexts: Hostile<string>[] = [
  one('2^31', '2147483648'),
  one('2^31-1', '2147483647'),
  one('-2^31-1', '-2147483649'),
  one('2^32', '4294967296'),
  one('2^53+1', '9007199254740993'),
  one('huge integer', '123456789012345678901234567890'),
  one('negative', '-1'),
  one('zero', '0'),
  one('negative zero', '-0'),
  one('fraction', '1.5'),
  one('exponent', '1e3'),
  one('overflowing exponent', '1e309'),
  one('NaN', 'NaN'),
  one('Infinity', 'Infinity'),
  one('-Infinity', '-Infinity'),
  one('hex', '0x10'),
  one('padded', ' 1 '),
  one('leading zeros', '000001'),
  one('tiny', '5e-324'),
];

/** A text far beyond any field's limit, sized for where it travels. */
export const longTexts = (where: 'url' | 'body'): Hostile<string>[] =>
  where === 'url'
    ? [one('10k string', 'x'.repeat(10_000))]
    : [
        one('10k string', 'x'.repeat(10_000)),
        one('1 MB string', oneMegabyte),
        one('1 MB multibyte string', oneMegabyteWide),
      ];

/** Every hostile text; `where` keeps megabyte strings out of URLs (a server answers 414 first). */
export const hostileTexts = (where: 'url' | 'body'): Hostile<string>[] => [
  ...controlTexts,
  ...unicodeTexts,
  ...injectionTexts,
  ...shapeTexts,
  ...numericTexts,
  ...longTexts(where),
];

/** Values of the wrong JSON type, or numbers at the edges of every integer width. */
export const hostileJsonValues: Hostile<unknown>[] = [
  one('null', null),
  one('true', true),
  one('empty array', []),
  one('array of ids', [1, 2]),
  one('object', { a: 1 }),
  one('operator object', { $gt: 0 }),
  one('nested arrays', [[[[[[[[[[1]]]]]]]]]]),
  one('number 2^31', 2 ** 31),
  one('number -2^31-1', -(2 ** 31) - 1),
  one('number 2^32', 2 ** 32),
  one('number 2^53', 2 ** 53),
  one('number 2^63', 2 ** 63),
  one('number MAX_VALUE', Number.MAX_VALUE),
  one('number -MAX_VALUE', -Number.MAX_VALUE),
  one('number -1', -1),
  one('number 0', 0),
  one('number 1.5', 1.5),
  one('number 1e21', 1e21),
  one('number 5e-324', 5e-324),
];

/** Every hostile value a field can get, whatever its type. */
export const hostileValues = (where: 'url' | 'body'): Hostile<unknown>[] => [
  ...hostileTexts(where),
  ...hostileJsonValues,
];

/** The hostile values that are numbers, or texts that read as numbers. */
export const hostileNumbers: Hostile<unknown>[] = [
  ...numericTexts,
  ...hostileJsonValues.filter((hostile) => typeof hostile.value === 'number'),
];

/**
 * Values at and just past the limits the schema states: the largest id the schema allows is
 * valid to the schema and may still be too large for the column behind it.
 */
export function limitValues(schema: {
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}): Hostile<unknown>[] {
  const values: Hostile<unknown>[] = [];
  const { minimum, maximum, minLength, maxLength } = schema;
  if (maximum !== undefined) values.push(one('maximum', maximum), one('maximum + 1', maximum + 1));
  if (minimum !== undefined) values.push(one('minimum', minimum), one('minimum - 1', minimum - 1));
  if (maxLength !== undefined && maxLength <= 100_000) {
    values.push(
      one('maxLength', 'x'.repeat(maxLength)),
      one('maxLength + 1', 'x'.repeat(maxLength + 1)),
      one('maxLength multibyte', '語'.repeat(maxLength)),
    );
  }
  if (minLength) values.push(one('minLength - 1', 'x'.repeat(minLength - 1)));
  return values;
}

/**
 * Whole JSON bodies that are not what the call reads: broken syntax, the wrong top-level type,
 * tokens JSON does not have, prototype keys, bytes that are not UTF-8, and depths or sizes
 * beyond any limit. Raw bytes, sent as they are with `application/json`.
 */
export const hostileJsonBodies: Hostile<string | Buffer>[] = [
  one('empty body', ''),
  one('truncated object', '{"a":'),
  one('trailing comma', '{"a":1,}'),
  one('single quotes', "{'a':1}"),
  one('bare word', 'nul'),
  one('top-level array', '[]'),
  one('top-level string', '"text"'),
  one('top-level number', '42'),
  one('top-level null', 'null'),
  one('NaN token', '{"statement_id":NaN,"comment_id":NaN,"locale":NaN}'),
  one('Infinity token', '{"statement_id":Infinity}'),
  one('overflowing number', '{"statement_id":1e999,"comment_id":1e999}'),
  one('leading zero number', '{"statement_id":01}'),
  one('prototype pollution', '{"__proto__":{"polluted":true},"email":"a@b.test"}'),
  one('constructor pollution', '{"constructor":{"prototype":{"polluted":true}}}'),
  one('duplicate keys', '{"locale":"ja","locale":{"x":1},"email":"a@b.test","email":[1]}'),
  one('escaped NUL key', '{"\\u0000":1,"comment":"\\u0000"}'),
  one('escaped lone surrogate', '{"comment":"\\ud800","email":"\\udfff@x.test"}'),
  one(
    'invalid UTF-8',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xc0, 0xaf, 0x22, 0x7d]),
  ),
  one(
    'UTF-16 with BOM',
    Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"a":1}', 'utf16le')]),
  ),
  one('UTF-8 BOM', `\ufeff{"locale":"ja"}`),
  one('deep nesting 100k', '['.repeat(100_000)),
  one('deep objects 20k', '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)),
  one('body over 1 MB', `{"comment":"${'a'.repeat(MB + 16)}"}`),
];

/** Content types a JSON call does not take, or takes only in odd spellings. */
export const hostileContentTypes: Hostile<string>[] = [
  one('text/plain', 'text/plain'),
  one('urlencoded', 'application/x-www-form-urlencoded'),
  one('xml', 'application/xml'),
  one('octet-stream', 'application/octet-stream'),
  one('json with UTF-16 charset', 'application/json; charset=utf-16'),
  one('json with unknown charset', 'application/json; charset=klingon'),
  one('json look-alike', 'application/jsonx'),
  one('upper-case json', 'APPLICATION/JSON'),
  one('json with junk parameters', 'application/json;;;=;a'),
  one('wildcard', '*/*'),
  one('multipart without boundary', 'multipart/form-data'),
];

/** Header values a client can really send (a real HTTP parser refuses control characters). */
export const hostileHeaderTexts: Hostile<string>[] = [
  one('empty', ''),
  one('SQL quote', "' OR '1'='1"),
  one('path traversal', '../../../../etc/passwd'),
  one('long 8k', 'h'.repeat(8_000)),
  one('latin-1 bytes', 'Ã©Ã¿'),
  one('script tag', '<script>alert(1)</script>'),
  one('2^31', '2147483648'),
  one('commas and semicolons', ',;,;=;'),
];

/** Raw, possibly malformed, percent-encoding put straight into a URL. */
export const rawUrlTexts: Hostile<string>[] = [
  one('lone percent', '%'),
  one('bad percent escape', '%zz'),
  one('percent NUL', '%00'),
  one('truncated UTF-8 escape', '%E0%A4%A'),
  one('overlong UTF-8 escape', '%C0%AE%C0%AE'),
  one('encoded slash', '..%2F..%2F'),
  one('plus signs', '+++'),
  one('encoded CRLF', '%0d%0aSet-Cookie:%20x=1'),
];
