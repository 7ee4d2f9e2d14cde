import { useState } from 'react';
import { type FormCheck, type FormOptions, useForm } from './use-form';

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

  return { ...form, validate, progress, setProgress };
}
