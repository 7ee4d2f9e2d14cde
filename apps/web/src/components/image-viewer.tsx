import { ActionIcon, Group, Image, Text } from '@mantine/core';
import { Modal } from '@/components/modal';
import { useHotkeys } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ViewerImage {
  id: number;
  src: string;
}

interface ImageViewerProps {
  images: ViewerImage[];
  /** The image shown; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  title: string;
}

/** The full-size images one at a time; the arrow keys and buttons move between them. */
export function ImageViewer({ images, index, onIndexChange, title }: ImageViewerProps) {
  const { t } = useTranslation();
  const opened = index !== null && images.length > 0;
  const current = opened ? Math.min(index, images.length - 1) : 0;
  const move = (step: number) =>
    opened && onIndexChange((current + step + images.length) % images.length);
  useHotkeys(
    opened && images.length > 1
      ? [
          ['ArrowLeft', () => move(-1)],
          ['ArrowRight', () => move(1)],
        ]
      : [],
  );
  const image = images[current];

  return (
    <Modal opened={opened} onClose={() => onIndexChange(null)} title={title} size="xl" centered>
      {image && (
        <>
          <Image
            src={image.src}
            alt={t('images.numbered', { number: current + 1, total: images.length })}
            mah="70vh"
            fit="contain"
            radius="sm"
          />
          {images.length > 1 && (
            <Group justify="center" mt="sm" gap="md">
              <ActionIcon
                variant="default"
                onClick={() => move(-1)}
                aria-label={t('images.previous')}
              >
                <IconChevronLeft size={18} />
              </ActionIcon>
              <Text size="sm" c="dimmed" aria-live="polite">
                {current + 1} / {images.length}
              </Text>
              <ActionIcon variant="default" onClick={() => move(1)} aria-label={t('images.next')}>
                <IconChevronRight size={18} />
              </ActionIcon>
            </Group>
          )}
        </>
      )}
    </Modal>
  );
}
