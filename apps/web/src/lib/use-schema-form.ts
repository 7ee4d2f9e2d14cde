import { type ChangeEvent, useState } from 'react';
import { ApiError, type FieldErrors } from './api-client';
import { useValidationMessage } from './validation-message';

export interface FormIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What the form needs of a contract (zod) schema. */
export interface FormSchema {
  safeParse(data: unknown): { error?: { issues: readonly FormIssue[] } };
}

/** The first message (a shared message key) for each field the schema refuses. */
export function fieldIssues(schema: FormSchema, values: unknown): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    issues[String(issue.path[0] ?? '')] ??= issue.message;
  }
  return issues;
}

/**
 * A form checked with the contract's schema: messages appear after the first submit attempt
 * and go as soon as the field is fixed; the server's field errors show until the field changes.
 */
export function useSchemaForm<V extends Record<string, string | boolean>>(
  initial: V,
  schema: FormSchema,
) {
  const message = useValidationMessage();
  const [values, setValues] = useState<V>(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const clientErrors = attempted ? fieldIssues(schema, values) : {};

  const errorOf = (field: keyof V & string): string | undefined => {
    const key = clientErrors[field];
    return key ? message(key) : serverErrors[field]?.map(message).join(' ');
  };

  const setValue = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: [] }));
  };

  /** value, onChange and error for a Mantine text or password input. */
  const inputProps = (field: keyof V & string) => ({
    value: String(values[field]),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(field, event.currentTarget.value as V[typeof field]),
    error: errorOf(field),
  });

  /** Marks the form as submitted; true when the values may be sent. */
  const validate = (): boolean => {
    setAttempted(true);
    return Object.keys(fieldIssues(schema, values)).length === 0;
  };

  const showServerErrors = (error: unknown) =>
    setServerErrors(error instanceof ApiError ? error.errors : {});

  const reset = (next: V = initial) => {
    setValues(next);
    setAttempted(false);
    setServerErrors({});
  };

  return { values, setValue, inputProps, errorOf, validate, showServerErrors, reset };
}
