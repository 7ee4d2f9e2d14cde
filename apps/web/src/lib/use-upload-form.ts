import { type FormEvent, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { SaveUploadInput } from './api-client';
import { type FormCheck, type FormOptions, useForm } from './use-form';

/** The mutation that creates or updates what the form holds. */
type SaveMutation<R> = Pick<UseMutationResult<R, Error, SaveUploadInput>, 'isPending' | 'mutate'>;

/** A form that uploads files (statements, events): the form's state and the upload's progress. */
export function useUploadForm<V extends object>(
  initial: V | (() => V),
  check: FormCheck<V>,
  options?: FormOptions,
) {
  const form = useForm(initial, check, options);
  const [progress, setProgress] = useState(0);

  /** As the form's validate, and a new upload starts its progress at 0. */
  const validate = (): boolean => {
    const ok = form.validate();
    if (ok) setProgress(0);
    return ok;
  };

  /**
   * The submit handler: unless an upload is running or the checks refuse, `save` sends what
   * `body` makes of the values with its progress; a refusal shows under the fields it names.
   */
  const submitTo =
    <R>(
      save: SaveMutation<R>,
      body: () => Omit<SaveUploadInput, 'onProgress'>,
      onSaved: (result: R) => void,
    ) =>
    (event: FormEvent) => {
      event.preventDefault();
      if (save.isPending || !validate()) return;
      save.mutate(
        { ...body(), onProgress: setProgress },
        { onSuccess: onSaved, onError: form.showServerErrors },
      );
    };

  return { ...form, validate, progress, submitTo };
}
