import { sessionSecurity } from '../plugins/auth.ts';

// The contract's, for the calls not yet described there (decision 041).
export { writeErrors } from '@iagree/contract/routes';

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
