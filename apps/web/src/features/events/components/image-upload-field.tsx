import { useEffect, useMemo, useState } from 'react';
import { Button, Center, FileButton, Group, Image, Input, Text } from '@mantine/core';
import { IconPhoto, IconPhotoUp } from '@tabler/icons-react';
import { IMAGE_ACCEPT } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { sortImageFiles, useImageRefusalText } from '@/lib/image-files';

interface ImageUploadFieldProps {
  label: string;
  file: File | null;
  /** URL of the image the event has now (edit form). */
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * One image per box: a newer choice replaces the older one (SPEC §5). A file that is not a
 * PNG/JPEG or is over 15 MB is refused as it is chosen, with a warning naming it.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, file, currentUrl, onChange, error, required, disabled } = props;
  const { t } = useTranslation('events');
  const refusalText = useImageRefusalText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? currentUrl;

  const choose = async (chosen: File | null) => {
    if (!chosen) return;
    const { refused } = await sortImageFiles([chosen]);
    setRefusal(refused[0] ? refusalText(refused[0]) : null);
    if (!refused[0]) onChange(chosen);
  };

  return (
    <Input.Wrapper label={label} error={refusal ?? error} required={required}>
      <Group gap="sm" mt={4} wrap="nowrap">
        {shown ? (
          <Image
            src={shown}
            alt={t('form.preview', { field: label })}
            w={96}
            h={72}
            radius="sm"
            fit="cover"
          />
        ) : (
          <Center w={96} h={72} bg="gray.1" c="gray.5" style={{ borderRadius: 4, flexShrink: 0 }}>
            <IconPhoto size={28} aria-hidden />
          </Center>
        )}
        <div style={{ minWidth: 0 }}>
          <FileButton
            onChange={(chosen) => void choose(chosen)}
            accept={IMAGE_ACCEPT}
            disabled={disabled}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="default"
                leftSection={<IconPhotoUp size={16} />}
                aria-label={t('form.chooseImageFor', { field: label })}
              >
                {t('form.chooseImage')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed" mt={4} truncate>
            {file?.name ?? t('form.imageHint')}
          </Text>
        </div>
      </Group>
    </Input.Wrapper>
  );
}
