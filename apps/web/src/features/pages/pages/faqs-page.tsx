import { Accordion, Box, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { ContentBlocks } from '../components/content-blocks';
import { faqsContent } from '../content';
import { useLocaleContent } from '../hooks/use-locale-content';

export function FaqsPage() {
  const { t } = useTranslation('pages');
  const sections = useLocaleContent(faqsContent);
  return (
    <>
      <PageHeading title={t('faqs.title')} intro={t('faqs.intro')} />
      <Stack gap="xl" maw={860}>
        {sections.map((section) => (
          <Box component="section" key={section.id} aria-labelledby={`faq-${section.id}`}>
            <Title order={2} fz="xl" mb="sm" id={`faq-${section.id}`}>
              {section.title}
            </Title>
            <Accordion variant="separated" radius="md" multiple>
              {section.questions.map((item, index) => (
                <Accordion.Item key={item.question} value={`${section.id}-${index}`}>
                  <Accordion.Control>{item.question}</Accordion.Control>
                  <Accordion.Panel>
                    <ContentBlocks blocks={item.answer} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Box>
        ))}
      </Stack>
    </>
  );
}
