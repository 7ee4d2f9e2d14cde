import { useState } from 'react';
import type { MessageKey } from '@iagree/contract';

type ClientErrors = Partial<Record<string, MessageKey>>;

/**
 * The state of a form that uploads files (statements, events): its values, the browser's checks
 * shown from the first submit attempt on, and the upload's progress.
 */
export function useUploadForm<V extends object, E extends ClientErrors>(
  initial: () => V,
  validate: (values: V) => E,
) {
  const [values, setValues] = useState<V>(initial);
  const [attempted, setAttempted] = useState(false);
  const [progress, setProgress] = useState(0);

  const set = <K extends keyof V>(field: K, value: V[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  /** A change of several fields at once, from the current values. */
  const update = (change: (current: V) => V) => setValues(change);

  /** Marks the form as submitted; true when the values may be sent, with the progress at 0. */
  const ready = (): boolean => {
    setAttempted(true);
    if (Object.keys(validate(values)).length > 0) return false;
    setProgress(0);
    return true;
  };

  /** Back to a fresh form, as after creating something. */
  const reset = () => {
    setValues(initial());
    setAttempted(false);
  };

  return {
    values,
    set,
    update,
    attempted,
    clientErrors: attempted ? validate(values) : ({} as Partial<E>),
    progress,
    setProgress,
    ready,
    reset,
  };
}
