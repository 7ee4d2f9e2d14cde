import { Anchor, Box, Divider, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LegalDocument } from '../content/types';
import { ContentBlocks } from './content-blocks';

/** A legal text: preamble, a table of contents, the numbered articles and their date. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('pages');
  const heading = (index: number, title: string) =>
    t('legal.article', { number: index + 1, title });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={860}>
      <Stack gap="lg">
        <Text lh={1.8}>{document.preamble}</Text>
        <Box component="nav" aria-label={t('legal.contents')}>
          <Text fw={700} mb={4}>
            {t('legal.contents')}
          </Text>
          <List listStyleType="none" spacing={2} size="sm">
            {document.articles.map((article, index) => (
              <List.Item key={article.title}>
                <Anchor href={`#article-${index + 1}`}>{heading(index, article.title)}</Anchor>
              </List.Item>
            ))}
          </List>
        </Box>
        <Divider />
        {document.articles.map((article, index) => (
          <Box
            component="section"
            key={article.title}
            id={`article-${index + 1}`}
            style={{ scrollMarginTop: 80 }}
          >
            <Title order={2} fz="lg" mb="xs">
              {heading(index, article.title)}
            </Title>
            <ContentBlocks blocks={article.paragraphs} numbered />
          </Box>
        ))}
        <Divider />
        <Text ta="right" c="dimmed">
          {document.enacted}
        </Text>
      </Stack>
    </Paper>
  );
}
