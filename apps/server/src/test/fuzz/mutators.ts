import {
  hostileContentTypes,
  hostileHeaderTexts,
  hostileJsonBodies,
  hostileNumbers,
  hostileTexts,
  hostileValues,
  limitValues,
  rawUrlTexts,
  type Hostile,
} from './hostile-values.ts';
import {
  BOUNDARY,
  filePart,
  hostileFilenames,
  hostileFiles,
  hostilePartTypes,
  multipartDamage,
} from './multipart.ts';
import { encode, textOf, type Draft, type GeneratorContext } from './draft.ts';
import type { Field, JsonSchema, MultipartBody, Operation } from './operations.ts';
import type { Rng } from './prng.ts';

const HOSTILE = { url: hostileValues('url'), body: hostileValues('body') };
const TEXTS = { url: hostileTexts('url'), body: hostileTexts('body') };

/**
 * A quarter of the time a value at the schema's own limits; numeric fields get numbers at
 * the edges of the integer types half of the rest; anything else otherwise.
 */
function pickHostile(rng: Rng, schema: JsonSchema, where: 'url' | 'body'): Hostile<unknown> {
  const limits = limitValues(schema);
  if (limits.length > 0 && rng.chance(0.25)) return rng.pick(limits);
  const numeric = schema.type === 'integer' || schema.type === 'number';
  return rng.pick(numeric && rng.chance(0.5) ? hostileNumbers : HOSTILE[where]);
}

interface Mutator {
  weight: number;
  applies(operation: Operation, draft: Draft): boolean;
  apply(draft: Draft, operation: Operation, ctx: GeneratorContext): string;
}

const multipartOf = (operation: Operation): MultipartBody | undefined =>
  operation.body?.kind === 'multipart' ? operation.body : undefined;

/** A path inside the JSON body: a top-level key or a key of a nested object. */
function pickJsonPath(
  rng: Rng,
  value: Record<string, unknown>,
  schema: JsonSchema,
): { holder: Record<string, unknown>; key: string; schema: JsonSchema; path: string } | undefined {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) return undefined;
  const key = rng.pick(keys);
  const property = schema.properties?.[key] ?? {};
  const inner = value[key];
  if (property.type === 'object' && inner && typeof inner === 'object' && rng.chance(0.6)) {
    const nested = pickJsonPath(rng, inner as Record<string, unknown>, property);
    if (nested) return { ...nested, path: `${key}.${nested.path}` };
  }
  return { holder: value, key, schema: property, path: key };
}

const MUTATORS: Mutator[] = [
  {
    weight: 3,
    applies: (operation) => operation.params.length > 0,
    apply(draft, operation, { rng }) {
      const field = rng.pick(operation.params);
      if (rng.chance(0.2)) {
        const raw = rng.pick(rawUrlTexts);
        draft.params[field.name] = raw.value;
        return `path.${field.name} ← raw ${raw.label}`;
      }
      const hostile = pickHostile(rng, field.schema, 'url');
      draft.params[field.name] = encode(textOf(hostile.value));
      return `path.${field.name} ← ${hostile.label}`;
    },
  },
  {
    weight: 3,
    applies: (operation) => operation.query.length > 0,
    apply(draft, operation, { rng }) {
      const index = rng.int(operation.query.length);
      const field = operation.query[index] as Field;
      const name = encode(field.name);
      const roll = rng.int(10);
      if (roll === 0) {
        draft.query.splice(index, 1);
        return `query.${field.name} missing`;
      }
      if (roll === 1) {
        draft.query.push(`${name}=${encode(textOf(pickHostile(rng, field.schema, 'url').value))}`);
        return `query.${field.name} repeated`;
      }
      if (roll === 2) {
        draft.query[index] = `${name}[]=1&${name}[x]=2`;
        return `query.${field.name} as brackets`;
      }
      if (roll === 3) {
        const raw = rng.pick(rawUrlTexts);
        draft.query[index] = `${name}=${raw.value}`;
        return `query.${field.name} ← raw ${raw.label}`;
      }
      const hostile = pickHostile(rng, field.schema, 'url');
      draft.query[index] = `${name}=${encode(textOf(hostile.value))}`;
      return `query.${field.name} ← ${hostile.label}`;
    },
  },
  {
    weight: 1,
    applies: () => true,
    apply(draft, _operation, { rng }) {
      const extras: Hostile<string>[] = [
        { label: 'unknown parameter', value: `unknown=${encode(rng.pick(TEXTS.url).value)}` },
        {
          label: 'prototype parameter',
          value: '__proto__[polluted]=1&constructor[prototype][x]=1',
        },
        { label: 'broken query string', value: '&&=&%zz&%&a==b' },
        { label: 'language', value: `language=${encode(rng.pick(TEXTS.url).value)}` },
      ];
      const extra = rng.pick(extras);
      draft.query.push(extra.value);
      return `query: ${extra.label}`;
    },
  },
  {
    weight: 6,
    applies: (operation, draft) => operation.body?.kind === 'json' && draft.body.kind === 'json',
    apply(draft, operation, { rng }) {
      if (draft.body.kind !== 'json' || operation.body?.kind !== 'json') return 'body unchanged';
      const target = pickJsonPath(rng, draft.body.value, operation.body.schema);
      if (!target) return 'body unchanged';
      const roll = rng.int(10);
      if (roll === 0) {
        delete target.holder[target.key];
        return `body.${target.path} missing`;
      }
      if (roll === 1) {
        target.holder[`${target.key}_extra`] = rng.pick(TEXTS.body).value;
        return `body.${target.path} with an unknown neighbour`;
      }
      const hostile = pickHostile(rng, target.schema, 'body');
      target.holder[target.key] = hostile.value;
      return `body.${target.path} ← ${hostile.label}`;
    },
  },
  {
    weight: 2,
    applies: (operation) => operation.body?.kind === 'json',
    apply(draft, _operation, { rng }) {
      const hostile = rng.pick(hostileJsonBodies);
      draft.body = { kind: 'raw', payload: hostile.value, contentType: 'application/json' };
      return `json body: ${hostile.label}`;
    },
  },
  {
    weight: 1.5,
    applies: (operation) => operation.body !== undefined,
    apply(draft, operation, { rng }) {
      const roll = rng.int(4);
      if (roll === 0 && operation.body?.kind === 'json') {
        const fields = Object.entries(draft.body.kind === 'json' ? draft.body.value : {});
        draft.body = {
          kind: 'multipart',
          parts: fields.map(([name, value]) => ({ name, value: textOf(value) })),
          boundary: BOUNDARY,
          contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        };
        return 'content type: multipart instead of json';
      }
      if (roll === 1 && operation.body?.kind === 'multipart') {
        draft.body = { kind: 'raw', payload: '{"title":"json"}', contentType: 'application/json' };
        return 'content type: json instead of multipart';
      }
      if (roll === 2) {
        draft.body = { kind: 'raw', payload: 'a=1&b=2', contentType: undefined };
        return 'content type: none';
      }
      const type = rng.pick(hostileContentTypes);
      const payload = draft.body.kind === 'json' ? JSON.stringify(draft.body.value) : 'title=x&b=2';
      draft.body = { kind: 'raw', payload, contentType: type.value };
      return `content type: ${type.label}`;
    },
  },
  {
    weight: 4,
    applies: (operation, draft) =>
      (multipartOf(operation)?.fields.length ?? 0) > 0 && draft.body.kind === 'multipart',
    apply(draft, operation, { rng }) {
      const fields = multipartOf(operation)?.fields ?? [];
      if (draft.body.kind !== 'multipart' || fields.length === 0) return 'form unchanged';
      const field = rng.pick(fields);
      const parts = draft.body.parts;
      const index = parts.findIndex((part) => part.name === field.name);
      const roll = rng.int(10);
      if (roll === 0) {
        if (index >= 0) parts.splice(index, 1);
        return `form.${field.name} missing`;
      }
      if (roll === 1) {
        parts.push({ name: `${field.name}[]`, value: rng.pick(TEXTS.body).value });
        return `form.${field.name} repeated`;
      }
      const hostile = pickHostile(rng, field.schema, 'body');
      const part = { name: field.name, value: textOf(hostile.value) };
      if (index >= 0) parts[index] = part;
      else parts.push(part);
      return `form.${field.name} ← ${hostile.label}`;
    },
  },
  {
    weight: 3,
    applies: (operation, draft) =>
      multipartOf(operation) !== undefined && draft.body.kind === 'multipart',
    apply(draft, operation, { rng, image }) {
      const body = multipartOf(operation);
      if (draft.body.kind !== 'multipart' || !body) return 'form unchanged';
      const parts = draft.body.parts;
      const name = rng.pick(body.files);
      const index = parts.findIndex((part) => part.name === name);
      const roll = rng.int(12);
      if (roll === 0) {
        if (index >= 0) parts.splice(index, 1);
        return `file ${name} missing`;
      }
      if (roll === 1) {
        parts.push(
          ...Array.from({ length: body.maxFiles + 1 }, () => filePart(`${name}[]`, image)),
        );
        return `file ${name}: one more than allowed`;
      }
      if (roll === 2) {
        parts.push(...Array.from({ length: 11 }, () => filePart('extra[]', image)));
        return 'eleven files';
      }
      if (roll === 3) {
        parts.push({ name, value: 'text where a file goes' });
        return `file ${name} sent as text`;
      }
      if (roll === 4) {
        parts.push({ ...filePart('title', image) });
        return 'file in the text field title';
      }
      if (roll === 5 && index >= 0) {
        const filename = rng.pick(hostileFilenames);
        parts[index] = { ...filePart(name, image), filename: filename.value };
        return `file ${name}: ${filename.label}`;
      }
      if (roll === 6 && index >= 0) {
        const type = rng.pick(hostilePartTypes);
        parts[index] = { ...filePart(name, image), contentType: type.value };
        return `file ${name}: ${type.label}`;
      }
      if (roll === 7) {
        parts.push(filePart(name, Buffer.alloc(0)));
        return `file ${name}: empty file`;
      }
      const file = rng.pick(hostileFiles(image));
      const part = filePart(name, file.value);
      if (index >= 0) parts[index] = part;
      else parts.push(part);
      return `file ${name}: ${file.label}`;
    },
  },
  {
    weight: 2,
    applies: (operation, draft) =>
      multipartOf(operation) !== undefined && draft.body.kind === 'multipart',
    apply(draft, _operation, { rng }) {
      if (draft.body.kind !== 'multipart') return 'form unchanged';
      const damage = rng.pick(multipartDamage);
      damage.value(draft.body);
      return `multipart: ${damage.label}`;
    },
  },
  {
    weight: 1,
    applies: (operation) => operation.body === undefined,
    apply(draft, _operation, { rng }) {
      const hostile = rng.pick(hostileJsonBodies);
      draft.body = { kind: 'raw', payload: hostile.value, contentType: 'application/json' };
      return `unexpected json body: ${hostile.label}`;
    },
  },
  {
    weight: 1.5,
    applies: () => true,
    apply(draft, _operation, { rng }) {
      const text = rng.pick(hostileHeaderTexts);
      // [name, value, label]: a header carries the hostile text, or a fixed hostile value.
      const headers: Array<[string, string, string]> = [
        ['x-client-locale', text.value, text.label],
        ['accept-language', text.value, text.label],
        ['cookie', `iagree-locale=${text.value}`, `locale ${text.label}`],
        ['cookie', `iagree-access-token=${encode(text.value)}`, `session ${text.label}`],
        ['cookie', '=;;=;%zz=%zz; iagree-access-token=; iagree-access-token=x', 'malformed'],
        ['authorization', `Bearer ${text.value}`, `bearer ${text.label}`],
        ['authorization', 'Basic Zm9vOmJhcg==', 'basic'],
        ['x-forwarded-for', text.value, text.label],
        ['host', text.value || 'evil.test', text.label],
        ['origin', 'https://evil.test', 'cross-site'],
        ['sec-fetch-site', 'cross-site', 'cross-site'],
        ['accept', 'text/html;q=abc, */*;q=-1', 'bad quality values'],
        ['x-http-method-override', 'DELETE', 'DELETE'],
      ];
      const [name, value, label] = rng.pick(headers);
      draft.headers[name] = value;
      return `header ${name}: ${label}`;
    },
  },
  {
    weight: 0.5,
    applies: () => true,
    apply(draft, _operation, { rng }) {
      const method =
        draft.method === 'GET'
          ? rng.pick(['HEAD', 'OPTIONS', 'POST', 'DELETE'])
          : rng.pick(['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
      draft.method = method;
      return `method ${method}`;
    },
  },
  {
    weight: 0.5,
    applies: () => true,
    apply(draft, _operation, { rng }) {
      const shapes: Hostile<(path: string) => string>[] = [
        { label: 'trailing slash', value: (path) => `${path}/` },
        { label: 'double slashes', value: (path) => path.replaceAll('/', '//') },
        { label: 'upper case', value: (path) => path.toUpperCase() },
        { label: 'dot segments', value: (path) => `${path}/../../api/config` },
        { label: 'encoded dot segments', value: (path) => `${path}/%2e%2e/%2e%2e/etc/passwd` },
        { label: 'semicolon parameter', value: (path) => `${path};jsessionid=1` },
      ];
      const shape = rng.pick(shapes);
      draft.reshapePath = shape.value;
      return `path: ${shape.label}`;
    },
  },
];

/** Applies one hostile change, chosen by weight among those that fit the call and the draft. */
export function mutate(draft: Draft, operation: Operation, ctx: GeneratorContext) {
  const candidates = MUTATORS.filter((mutator) => mutator.applies(operation, draft));
  const total = candidates.reduce((sum, mutator) => sum + mutator.weight, 0);
  let roll = ctx.rng.next() * total;
  const mutator = candidates.find((candidate) => (roll -= candidate.weight) < 0) ?? candidates[0];
  if (mutator) draft.mutations.push(mutator.apply(draft, operation, ctx));
}
