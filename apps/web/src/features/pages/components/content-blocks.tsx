import { List, Stack, Text } from '@mantine/core';
import type { Block } from '../content/types';

interface ContentBlocksProps {
  blocks: Block[];
  /** Legal articles number their paragraphs (1., 2., …) when there is more than one. */
  numbered?: boolean;
}

export function ContentBlocks({ blocks, numbered = false }: ContentBlocksProps) {
  const paragraphCount = blocks.filter((block) => typeof block === 'string').length;
  const showNumbers = numbered && paragraphCount > 1;
  const numbers = blocks.map(
    (_, index) => blocks.slice(0, index + 1).filter((block) => typeof block === 'string').length,
  );

  return (
    <Stack gap="xs">
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <Text key={index} lh={1.8}>
            {showNumbers && <span>{numbers[index]}. </span>}
            {block}
          </Text>
        ) : (
          <List key={index} type="ordered" spacing={4} withPadding lh={1.7}>
            {block.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        ),
      )}
    </Stack>
  );
}
