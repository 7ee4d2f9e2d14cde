import { useState } from 'react';
import { Image, Overlay, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageViewer, type ViewerImage } from './image-viewer';

export interface GridImage extends ViewerImage {
  thumbnail: string;
}

/** SPEC §9: the grid shows up to five cells; the last one counts what it hides. */
export const MAX_GRID_CELLS = 5;

/** Column span of each cell on a six-column grid: one wide, two halves, then thirds. */
function spans(count: number): number[] {
  switch (count) {
    case 1:
      return [6];
    case 2:
      return [3, 3];
    case 3:
      return [6, 3, 3];
    case 4:
      return [3, 3, 3, 3];
    default:
      return [3, 3, 2, 2, 2];
  }
}

/** Thumbnails in a grid; each cell opens the full-size image in the viewer. */
export function ImageGrid({ images, title }: { images: GridImage[]; title: string }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<number | null>(null);
  if (images.length === 0) return null;
  const cells = images.slice(0, MAX_GRID_CELLS);
  const hidden = images.length - cells.length;
  const cellSpans = spans(cells.length);

  return (
    <>
      <SimpleGrid cols={6} spacing={4} style={{ borderRadius: 8, overflow: 'hidden' }}>
        {cells.map((image, index) => (
          <UnstyledButton
            key={image.id}
            onClick={() => setViewing(index)}
            aria-label={t('images.open', { number: index + 1, total: images.length })}
            style={{ gridColumn: `span ${cellSpans[index]}`, position: 'relative' }}
          >
            <Image src={image.thumbnail} alt="" h={cells.length === 1 ? 280 : 160} fit="cover" />
            {hidden > 0 && index === cells.length - 1 && (
              <Overlay color="#000" backgroundOpacity={0.45} center>
                <Text c="white" fw={700} fz="xl">
                  +{hidden}
                </Text>
              </Overlay>
            )}
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <ImageViewer images={images} index={viewing} onIndexChange={setViewing} title={title} />
    </>
  );
}
