import { Alert, Progress } from '@mantine/core';

interface UploadStatusProps {
  /** Share of the body sent so far, 0 to 1, while the upload runs. */
  progress: number;
  pending: boolean;
  /** The failure to show; field errors are shown beside their fields instead. */
  error: Error | null;
  label: string;
}

/** The progress bar of a form's upload, then its failure if the server named no field. */
export function UploadStatus({ progress, pending, error, label }: UploadStatusProps) {
  return (
    <>
      {pending && <Progress value={progress * 100} aria-label={label} animated />}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      )}
    </>
  );
}
