import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPhotoUp, IconUpload } from '@tabler/icons-react';
import { type CurrentUser, IMAGE_ACCEPT } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { sortImageFiles, useImageRefusalText } from '@/lib/image-files';
import { useSending } from '@/lib/use-sending';
import { useUpdateAvatar } from '../api/update-avatar';
import { AccountErrorModal } from './account-error-modal';

/**
 * SPEC §2/§5: one png/jpg/jpeg picture. The chosen file is previewed before it is sent, and
 * the upload shows its progress; the server checks the content again and re-encodes it.
 */
export function AvatarUpload({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('accounts');
  const refusalText = useImageRefusalText();
  const update = useUpdateAvatar();
  const sending = useSending();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<Error | null>(null);
  const upload = useRef<AbortController | null>(null);
  // Emptied after each choice, so choosing the same file again (after Cancel) still counts.
  const resetInput = useRef<() => void>(null);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  // Closing the profile while the picture is on its way stops the upload.
  useEffect(() => () => upload.current?.abort(), []);

  const choose = async (chosen: File | null) => {
    resetInput.current?.();
    update.reset();
    if (!chosen) return;
    const { refused } = await sortImageFiles([chosen]);
    setProblem(refused[0] ? refusalText(refused[0]) : null);
    if (!refused[0]) setFile(chosen);
  };

  const send = () => {
    if (!file) return;
    const controller = new AbortController();
    const started = sending.send(
      update,
      { file, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: () => setFile(null),
        onError: setFailure,
        onSettled: () => setProgress(0),
      },
    );
    if (started) upload.current = controller;
  };

  return (
    <Stack align="center" gap="sm">
      <Avatar
        src={preview ?? user.avatar}
        alt={preview ? t('profile.newAvatar') : t('profile.avatar')}
        name={user.name}
        size={112}
      />
      {sending.busy && (
        <Progress
          value={progress * 100}
          w="100%"
          animated
          aria-label={t('profile.uploading')}
          transitionDuration={150}
        />
      )}
      {file ? (
        <Group justify="center" gap="xs">
          <Button
            onClick={send}
            loading={sending.busy}
            leftSection={<IconUpload size={16} />}
            data-autofocus
          >
            {t('profile.upload')}
          </Button>
          <Button variant="default" onClick={() => setFile(null)} disabled={sending.busy}>
            {t('profile.cancel')}
          </Button>
        </Group>
      ) : (
        <FileButton
          onChange={(chosen) => void choose(chosen)}
          accept={IMAGE_ACCEPT}
          resetRef={resetInput}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} />}>
              {t('profile.choose')}
            </Button>
          )}
        </FileButton>
      )}
      <Text size="xs" c={problem ? 'red.8' : 'dimmed'} role={problem ? 'alert' : undefined}>
        {problem ?? t('profile.hint')}
      </Text>
      {update.isSuccess && (
        <Alert color="teal" icon={<IconCircleCheck />} role="status" w="100%">
          {update.data.message}
        </Alert>
      )}
      {/* SPEC §8: the server's refusal in an error modal, with its reason (no field shows it). */}
      <AccountErrorModal error={failure} onClose={() => setFailure(null)} withFieldReasons />
    </Stack>
  );
}
