import { useEffect, useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  SimpleGrid,
  Text,
} from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { IMAGE_ACCEPT, MAX_STATEMENT_IMAGES, type StatementImage } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { type RefusedImage, sortImageFiles, useImageRefusalText } from '@/lib/image-files';

interface StatementImagesFieldProps {
  kept: StatementImage[];
  files: File[];
  onRemoveKept: (image: StatementImage) => void;
  onFilesChange: (files: File[]) => void;
  error?: string;
  disabled?: boolean;
}

function Thumb({
  src,
  alt,
  onRemove,
  removeLabel,
  disabled,
}: {
  src: string;
  alt: string;
  onRemove: () => void;
  removeLabel: string;
  disabled?: boolean;
}) {
  return (
    <div style={{ position: 'relative' }}>
      <Image src={src} alt={alt} h={88} radius="sm" fit="cover" />
      <ActionIcon
        size="sm"
        radius="xl"
        color="dark"
        variant="filled"
        onClick={onRemove}
        aria-label={removeLabel}
        disabled={disabled}
        style={{ position: 'absolute', top: 4, right: 4 }}
      >
        <IconX size={14} />
      </ActionIcon>
    </div>
  );
}

/**
 * SPEC §5: up to five images, with previews; on edit the existing ones can be removed. Files
 * past the fifth, over 15 MB or not PNG/JPEG are refused as they are added, each named.
 */
export function StatementImagesField(props: StatementImagesFieldProps) {
  const { kept, files, onRemoveKept, onFilesChange, error, disabled } = props;
  const { t } = useTranslation('statements');
  const refusalText = useImageRefusalText();
  const [refused, setRefused] = useState<RefusedImage[]>([]);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const count = kept.length + files.length;
  const full = count >= MAX_STATEMENT_IMAGES;

  const add = async (chosen: File[]) => {
    const sorted = await sortImageFiles(chosen, MAX_STATEMENT_IMAGES - count);
    setRefused(sorted.refused);
    if (sorted.accepted.length > 0) onFilesChange([...files, ...sorted.accepted]);
  };

  return (
    <Input.Wrapper
      label={t('form.images')}
      description={t('form.imagesHint', { max: MAX_STATEMENT_IMAGES })}
      error={error}
    >
      {count > 0 && (
        <SimpleGrid cols={{ base: 3, xs: 5 }} spacing="xs" mt="xs">
          {kept.map((image, index) => (
            <Thumb
              key={`kept-${image.id}`}
              src={image.thumbnail}
              alt={t('form.imageAlt', { number: index + 1 })}
              onRemove={() => onRemoveKept(image)}
              removeLabel={t('form.removeImage', { number: index + 1 })}
              disabled={disabled}
            />
          ))}
          {files.map((file, index) => (
            <Thumb
              key={previews[index]}
              src={previews[index] ?? ''}
              alt={t('form.imageAlt', { number: kept.length + index + 1 })}
              onRemove={() => onFilesChange(files.filter((_, i) => i !== index))}
              removeLabel={t('form.removeImage', { number: kept.length + index + 1 })}
              disabled={disabled}
            />
          ))}
        </SimpleGrid>
      )}
      <Group gap="sm" mt="xs">
        <FileButton
          multiple
          accept={IMAGE_ACCEPT}
          disabled={disabled || full}
          onChange={(chosen) => void add(chosen)}
        >
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="default"
              leftSection={<IconPhotoPlus size={16} />}
              disabled={disabled || full}
            >
              {t('form.addImages')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {t('form.imageCount', { count, max: MAX_STATEMENT_IMAGES })}
        </Text>
      </Group>
      {refused.length > 0 && (
        <Alert color="red" variant="light" role="alert" mt="xs" p="xs">
          {refused.map((refusal, index) => (
            <Text key={index} size="sm">
              {refusalText(refusal)}
            </Text>
          ))}
        </Alert>
      )}
    </Input.Wrapper>
  );
}
