import { type FormEvent, useState } from 'react';
import type { SaveUploadInput } from './api-client';
import { type FormCheck, type FormOptions, useForm } from './use-form';
import type { Sendable } from './use-sending';

/** A form that uploads files (statements, events): the form's state and the upload's progress. */
export function useUploadForm<V extends object>(
  initial: V | (() => V),
  check: FormCheck<V>,
  options?: FormOptions,
) {
  const form = useForm(initial, check, options);
  const [progress, setProgress] = useState(0);

  /**
   * The submit handler: as the form's submit, `save` sends what `body` makes of the values with
   * its progress, which goes back to 0 once the upload is over.
   */
  const submitTo =
    <R>(
      save: Sendable<SaveUploadInput, R>,
      body: () => Omit<SaveUploadInput, 'onProgress'>,
      onSaved: (result: R) => void,
    ) =>
    (event: FormEvent) => {
      event.preventDefault();
      form.submit(
        save,
        { ...body(), onProgress: setProgress },
        { onSuccess: onSaved, onSettled: () => setProgress(0) },
      );
    };

  return { ...form, progress, submitTo };
}
