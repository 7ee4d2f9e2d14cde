import { Alert, Progress } from '@mantine/core';
import { apiFieldErrors } from '@/lib/api-client';

interface UploadStatusProps {
  /** Share of the body sent so far, 0 to 1, while the upload runs. */
  progress: number;
  pending: boolean;
  /** The upload's failure; one that names fields is shown beside them instead. */
  error: Error | null;
  label: string;
}

/** The progress bar of a form's upload, then its failure if the server named no field. */
export function UploadStatus({ progress, pending, error, label }: UploadStatusProps) {
  const shownAtFields = Object.keys(apiFieldErrors(error)).length > 0;
  return (
    <>
      {pending && <Progress value={progress * 100} aria-label={label} animated />}
      {error && !shownAtFields && (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      )}
    </>
  );
}
