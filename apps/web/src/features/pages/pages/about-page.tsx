import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconHeartHandshake, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/lib/paths';
import { aboutContent } from '../content';
import { useLocaleContent } from '../hooks/use-locale-content';

const STEP_ICONS = [IconSpeakerphone, IconHeartHandshake, IconBulb];

export function AboutPage() {
  const { t } = useTranslation('pages');
  const content = useLocaleContent(aboutContent);
  return (
    <>
      <PageHeading title={t('about.title')} intro={t('about.intro')} />
      <Stack gap="xl" maw={960}>
        <Stack gap="sm">
          {content.paragraphs.map((paragraph) => (
            <Text key={paragraph} lh={1.9} size="lg">
              {paragraph}
            </Text>
          ))}
        </Stack>
        <section aria-labelledby="about-steps">
          <Title order={2} fz="xl" mb="md" id="about-steps">
            {t('about.stepsTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {content.steps.map((step, index) => {
              const Icon = STEP_ICONS[index] ?? IconBulb;
              return (
                <Card key={step.title} withBorder radius="md" padding="lg">
                  <ThemeIcon size={44} radius="xl" variant="light" mb="sm">
                    <Icon size={26} />
                  </ThemeIcon>
                  <Title order={3} fz="md" mb={6}>
                    {index + 1}. {step.title}
                  </Title>
                  <Text c="gray.7" lh={1.7}>
                    {step.text}
                  </Text>
                </Card>
              );
            })}
          </SimpleGrid>
        </section>
        <Group>
          <Button component={Link} to={paths.home}>
            {t('about.browse')}
          </Button>
          <Button component={Link} to={paths.faqs} variant="default">
            {t('about.faqs')}
          </Button>
          <Button component={Link} to={paths.openData} variant="default">
            {t('about.openData')}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
