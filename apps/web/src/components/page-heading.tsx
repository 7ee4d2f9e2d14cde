import { Stack, Text, Title } from '@mantine/core';
import { usePageMeta } from '@/lib/use-page-meta';

interface PageHeadingProps {
  title: string;
  intro: string;
}

/** The page's h1 and lead sentence; also names the document after the page. */
export function PageHeading({ title, intro }: PageHeadingProps) {
  usePageMeta(title, intro);
  return (
    <Stack gap="xs" mb="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <Text c="gray.7">{intro}</Text>
    </Stack>
  );
}
