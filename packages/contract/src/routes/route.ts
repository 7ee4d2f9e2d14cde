import { errorResponseSchema } from '../common.ts';
import type { Call, CallSchemas } from '../calls/call.ts';

/** A call with both halves, as the server registers it (decision 041). */
export type Route<S extends CallSchemas = CallSchemas> = Call<S> & S;

/** A module's calls joined with their schema halves, by name. */
export function described<All extends Record<string, CallSchemas>>(
  data: { [K in keyof All]: Call<All[K]> },
  schemas: All,
): { [K in keyof All]: Route<All[K]> } {
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, { ...data[name], ...schema }]),
  ) as { [K in keyof All]: Route<All[K]> };
}

/** The error answers a call documents, each the contract's `{ message, errors?, code? }`. */
export function errors<const Codes extends number[]>(
  ...codes: Codes
): { [K in Codes[number]]: typeof errorResponseSchema } {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as {
    [K in Codes[number]]: typeof errorResponseSchema;
  };
}

/**
 * What a write call can answer besides its success: 413 and 415 for bodies and files, 429 for
 * the write limits, 503 when the image queue is full.
 */
export const writeErrors = errors(401, 403, 404, 413, 415, 422, 429, 503);
