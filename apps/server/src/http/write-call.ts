import { errorResponseSchema } from '@iagree/contract';
import { sessionSecurity } from '../plugins/auth.ts';

/**
 * What a write call can answer besides its success, for the OpenAPI document: 413 and 415 for
 * bodies and files, 429 for the write limits, 503 when the image queue is full.
 */
export const writeErrors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * The schema part of a multipart call: its body is read and validated by the module's form
 * reader (the contract's form schema), not by a body schema, so the fields are described here.
 */
export const multipartCall = (tag: string, description: string) => ({
  tags: [tag],
  consumes: ['multipart/form-data'],
  security: sessionSecurity,
  description,
});
