import { type ChangeEvent, useState } from 'react';
import type { MutateOptions } from '@tanstack/react-query';
import { ApiError, type FieldErrors } from './api-client';
import { type Sendable, useSending } from './use-sending';
import { useValidationMessage } from './validation-message';

export interface FormIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What the form needs of a contract (zod) schema. */
export interface FormSchema {
  safeParse(data: unknown): { error?: { issues: readonly FormIssue[] } };
}

/** A shared message key per field that the browser's checks refuse. */
export type FieldProblems = Partial<Record<string, string>>;

/** The browser's checks of a form: a contract schema, or a function of the values. */
export type FormCheck<V> = FormSchema | ((values: V) => FieldProblems);

/** The first message (a shared message key) for each field the schema refuses. */
export function fieldIssues(schema: FormSchema, values: unknown): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    issues[String(issue.path[0] ?? '')] ??= issue.message;
  }
  return issues;
}

export interface FormOptions {
  /**
   * Fields of the call (the contract's names) that the form shows under one of its own, e.g.
   * address, latitude and longitude under the place field.
   */
  fieldOf?: Partial<Record<string, string>>;
}

/** How much of a text's limit is used, e.g. "12 / 200" (thousands grouped, as the messages). */
export const lengthCounter = (text: string, max: number) =>
  `${text.length.toLocaleString('en')} / ${max.toLocaleString('en')}`;

/** The fields of V that hold text, which a text input edits. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * The state of every form: its values, the browser's checks shown from the first submit
 * attempt on (a message goes as soon as its field is fixed), and the server's field errors,
 * each shown until its field changes. It is busy while its values are being sent, and sends
 * them once at a time however often it is submitted.
 */
export function useForm<V extends object>(
  initial: V | (() => V),
  check: FormCheck<V>,
  { fieldOf = {} }: FormOptions = {},
) {
  const message = useValidationMessage();
  const [values, setValues] = useState<V>(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const sending = useSending();
  const problemsOf = (current: V): FieldProblems => {
    const found = typeof check === 'function' ? check(current) : fieldIssues(check, current);
    const shown: FieldProblems = {};
    for (const [field, key] of Object.entries(found)) shown[fieldOf[field] ?? field] ??= key;
    return shown;
  };
  const clientErrors = attempted ? problemsOf(values) : {};

  const errorOf = (field: keyof V & string): string | undefined => {
    const key = clientErrors[field];
    if (key) return message(key);
    return serverErrors[field]?.map(message).join(' ');
  };

  /** Changes some fields at once; their server errors go. */
  const setFields = (change: Partial<V>) => {
    setValues((current) => ({ ...current, ...change }));
    setServerErrors((current) => {
      const rest = { ...current };
      for (const field of Object.keys(change)) delete rest[field];
      return rest;
    });
  };

  const setValue = <K extends keyof V>(field: K, value: V[K]) =>
    setFields({ [field]: value } as unknown as Partial<V>);

  /**
   * value, onChange and error for a Mantine text input or textarea; with the field's longest
   * length `max`, a counter ("12 / 200") as its description, so the limit shows before it is hit.
   */
  const inputProps = <K extends TextField<V>>(field: K, max?: number) => ({
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(field, event.currentTarget.value as V[K]),
    error: errorOf(field),
    ...(max === undefined ? {} : { description: lengthCounter(values[field] as string, max) }),
  });

  /** value, onChange (with the new value) and error for any other field, e.g. a select. */
  const fieldProps = <K extends keyof V & string>(field: K) => ({
    value: values[field],
    onChange: (value: V[K]) => setValue(field, value),
    error: errorOf(field),
  });

  /** Marks the form as submitted; true when the values may be sent. */
  const validate = (): boolean => {
    setAttempted(true);
    return Object.keys(problemsOf(values)).length === 0;
  };

  /** Shows a refused call's field errors under their fields (or the field they belong to). */
  const showServerErrors = (error: unknown) => {
    const shown: FieldErrors = {};
    if (error instanceof ApiError) {
      for (const [field, texts] of Object.entries(error.errors)) {
        const at = fieldOf[field] ?? field;
        shown[at] = [...(shown[at] ?? []), ...texts];
      }
    }
    setServerErrors(shown);
  };

  /**
   * The submit: unless the checks refuse or the last sending still runs, `mutation` sends
   * `variables`; a refusal shows under the fields it names unless `options.onError` says else.
   */
  const submit = <T, R>(
    mutation: Sendable<T, R>,
    variables: T,
    options: MutateOptions<R, Error, T> = {},
  ) => {
    if (!validate()) return;
    sending.send(mutation, variables, { onError: showServerErrors, ...options });
  };

  /** Back to a fresh form, as after something was sent. */
  const reset = (next: V | (() => V) = initial) => {
    setValues(next);
    setAttempted(false);
    setServerErrors({});
  };

  return {
    values,
    setValue,
    setFields,
    inputProps,
    fieldProps,
    errorOf,
    attempted,
    validate,
    showServerErrors,
    submit,
    busy: sending.busy,
    reset,
  };
}
