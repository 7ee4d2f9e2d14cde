import { BOUNDARY, filePart } from './multipart.ts';
import {
  encode,
  render,
  textOf,
  type Body,
  type Draft,
  type FuzzRequest,
  type GeneratorContext,
} from './draft.ts';
import { mutate } from './mutators.ts';
import type { Field, Operation } from './operations.ts';
import { validValue, type ValidValueContext } from './valid-values.ts';

function baseline(operation: Operation, ctx: GeneratorContext, serial: number): Draft {
  const values: ValidValueContext = { validId: ctx.validId, serial, pick: ctx.rng.pick };
  const valid = (field: Field) => validValue(field.name, field.schema, values);
  const params = Object.fromEntries(
    operation.params.map((field) => [field.name, encode(textOf(valid(field)))]),
  );
  const query = operation.query.map(
    (field) => `${encode(field.name)}=${encode(textOf(valid(field)))}`,
  );
  let body: Body = { kind: 'none' };
  if (operation.body?.kind === 'json') {
    body = {
      kind: 'json',
      value: validValue('body', operation.body.schema, values) as Record<string, unknown>,
      contentType: 'application/json',
    };
  } else if (operation.body?.kind === 'multipart') {
    const fields = operation.body.fields.map((field) => ({
      name: field.name,
      value: textOf(valid(field)),
    }));
    const files = operation.body.files.map((name) => filePart(name, ctx.image));
    body = {
      kind: 'multipart',
      parts: [...fields, ...files],
      boundary: BOUNDARY,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    };
  }
  return { method: operation.method, params, query, headers: {}, body, mutations: [] };
}

/**
 * A request to the call that would be accepted, with one to three hostile changes: a field,
 * the body as a whole, the content type, a header, the method or the shape of the path.
 */
export function generateRequest(
  operation: Operation,
  ctx: GeneratorContext,
  serial: number,
): FuzzRequest {
  const { rng } = ctx;
  const draft = baseline(operation, ctx, serial);
  const count = rng.chance(0.6) ? 1 : rng.chance(0.75) ? 2 : 3;
  for (let i = 0; i < count; i++) mutate(draft, operation, ctx);
  return render(operation, draft);
}
