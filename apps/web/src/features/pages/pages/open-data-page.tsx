import { Anchor, Button, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPEN_DATA_FIELDS,
  OPEN_DATA_LICENSE,
  OPEN_DATA_PATHS,
  STATEMENT_STATUSES,
  OPEN311_CLOSED,
  toLocale,
} from '@iagree/contract';
import { PageHeading } from '@/components/page-heading';
import { ContentBlocks } from '../components/content-blocks';
import { openDataContent } from '../content';
import { useLocaleContent } from '../hooks/use-locale-content';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="xl" mb="sm" id={id}>
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </section>
  );
}

/** Tables scroll sideways on a phone rather than squeezing their text to a word a line. */
function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder aria-label={label} verticalSpacing="sm">
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * What the open data holds and under which licence (issue 32): the files, every field, every
 * status and the Open311 calls, in the interface's language.
 */
export function OpenDataPage() {
  const { t, i18n } = useTranslation('pages');
  const content = useLocaleContent(openDataContent);
  const language = toLocale(i18n.resolvedLanguage ?? i18n.language);
  const origin = window.location.origin;
  const open311Base = `${origin}${OPEN_DATA_PATHS.open311}`;
  const download = (path: string) => `${path}?language=${language}`;

  return (
    <>
      <PageHeading title={t('openData.title')} intro={t('openData.intro')} />
      <Stack gap="xl" maw={960}>
        <Stack gap="sm">
          {content.paragraphs.map((paragraph) => (
            <Text key={paragraph} lh={1.8}>
              {paragraph}
            </Text>
          ))}
        </Stack>

        <Section id="open-data-licence" title={t('openData.licence')}>
          <ContentBlocks blocks={content.licence} />
          <Text>
            <Anchor href={OPEN_DATA_LICENSE.url} target="_blank" rel="license noopener">
              {OPEN_DATA_LICENSE.name}
            </Anchor>
          </Text>
          <Text fw={600}>{t('openData.attribution')}</Text>
          <Code block>{content.attributionExample.replace('{url}', `${origin}/open-data`)}</Code>
        </Section>

        <Section id="open-data-files" title={t('openData.files')}>
          {(['csv', 'geojson'] as const).map((format) => (
            <Card key={format} withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <Text lh={1.7}>{content.files[format]}</Text>
                <Group>
                  <Button
                    component="a"
                    href={download(OPEN_DATA_PATHS[format])}
                    download
                    leftSection={<IconDownload size={18} aria-hidden />}
                  >
                    {t(`openData.download.${format}`)}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </Section>

        <Section id="open-data-fields" title={t('openData.fields')}>
          <ScrollingTable label={t('openData.fields')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('openData.field')}</Table.Th>
                <Table.Th scope="col">{t('openData.type')}</Table.Th>
                <Table.Th scope="col">{t('openData.meaning')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {OPEN_DATA_FIELDS.map((field) => (
                <Table.Tr key={field}>
                  <Table.Th scope="row">
                    <Code>{field}</Code>
                  </Table.Th>
                  <Table.Td>{content.fields[field].type}</Table.Td>
                  <Table.Td>{content.fields[field].description}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollingTable>
        </Section>

        <Section id="open-data-statuses" title={t('openData.statuses')}>
          <ScrollingTable label={t('openData.statuses')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">status</Table.Th>
                <Table.Th scope="col">{t('openData.meaning')}</Table.Th>
                <Table.Th scope="col">{t('openData.open311Status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {STATEMENT_STATUSES.map((status) => (
                <Table.Tr key={status}>
                  <Table.Th scope="row">
                    <Code>{status}</Code>
                  </Table.Th>
                  <Table.Td>{content.statuses[status]}</Table.Td>
                  <Table.Td>
                    <Code>{OPEN311_CLOSED.includes(status) ? 'closed' : 'open'}</Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollingTable>
        </Section>

        <Section id="open-data-excluded" title={t('openData.excluded')}>
          <ContentBlocks blocks={content.excluded} />
        </Section>

        <Section id="open-data-open311" title="Open311 GeoReport v2">
          <ContentBlocks blocks={content.open311.paragraphs} />
          <Text>
            {t('openData.open311Base')} <Code>{open311Base}</Code>
          </Text>
          <ScrollingTable label={t('openData.open311Calls')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('openData.call')}</Table.Th>
                <Table.Th scope="col">{t('openData.meaning')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {content.open311.endpoints.map((endpoint) => (
                <Table.Tr key={endpoint.path}>
                  <Table.Th scope="row">
                    <Code>GET {endpoint.path}</Code>
                  </Table.Th>
                  <Table.Td>{endpoint.description}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollingTable>
          <ContentBlocks blocks={content.open311.parameters} />
          <Text>
            <Anchor href={`${open311Base}/requests.json`} target="_blank" rel="noopener">
              {t('openData.tryIt')}
            </Anchor>
          </Text>
        </Section>
      </Stack>
    </>
  );
}
