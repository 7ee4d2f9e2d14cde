import { ApiError, type FieldErrors } from '@/lib/api-client';

/** The server's per-field messages of a failed call, if it sent any. */
export const apiFieldErrors = (error: unknown): FieldErrors =>
  error instanceof ApiError ? error.errors : {};
