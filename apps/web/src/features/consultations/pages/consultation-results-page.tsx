import { Alert, Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { CONSULTATION_EXPORT_FILES, consultationCalls, pathOf } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { useConsultation } from '../api/get-consultation';
import { useConsultationAnalysis } from '../api/get-consultation-analysis';
import { useMyGroup } from '../api/get-my-group';
import { ConsultationQueryState } from '../components/consultation-query-state';
import { GroupCard } from '../components/group-card';
import { OpinionMap } from '../components/opinion-map';

/** What the votes say: consensus first, then the map of the groups and each group's statements. */
export function ConsultationResultsPage() {
  const { t } = useTranslation('consultations');
  const id = Number(useParams().id);
  const consultation = useConsultation(id);
  const analysis = useConsultationAnalysis(id);
  const user = useCurrentUser().data;
  const myGroup = useMyGroup(id, !!user).data ?? null;
  const title = consultation.data
    ? t('results.title', { title: consultation.data.title })
    : t('results.link');
  usePageMeta(title, t('results.intro'));

  return (
    <ConsultationQueryState query={consultation}>
      {(data) => {
        const texts = new Map(data.statements.map((s) => [s.id, s.text]));
        const textOf = (statementId: number) => texts.get(statementId) ?? `#${statementId}`;
        return (
          <Stack maw={720} mx="auto" gap="lg">
            <Stack gap="xs">
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                {title}
              </Title>
              <Text c="gray.7">{t('results.intro')}</Text>
              <Group>
                <Button component={Link} to={paths.consultation(id)} variant="light">
                  {t('results.back')}
                </Button>
              </Group>
            </Stack>
            <ConsultationQueryState query={analysis}>
              {(result) =>
                result.participants === 0 ? (
                  <Alert color="gray">{t('results.notYet')}</Alert>
                ) : (
                  <Stack gap="lg">
                    <Stack gap="xs">
                      <Title order={2} fz="lg">
                        {t('results.consensus')}
                      </Title>
                      {result.consensus.length === 0 ? (
                        <Text c="gray.7">{t('results.noConsensus')}</Text>
                      ) : (
                        <List spacing="xs">
                          {result.consensus.map((c) => (
                            <List.Item key={c.statement_id}>
                              <Text fw={500}>{textOf(c.statement_id)}</Text>
                              <Text size="xs" c="gray.7">
                                {t('results.score', { score: c.score.toFixed(2) })}
                              </Text>
                            </List.Item>
                          ))}
                        </List>
                      )}
                    </Stack>
                    <Stack gap="xs">
                      <Title order={2} fz="lg">
                        {t('results.map')}
                      </Title>
                      <OpinionMap analysis={result} />
                      <Text size="sm" c="gray.7">
                        {t('results.participants', { count: result.participants })}
                      </Text>
                    </Stack>
                    <Stack gap="xs">
                      <Title order={2} fz="lg">
                        {t('results.groups')}
                      </Title>
                      {result.groups.map((group) => (
                        <GroupCard
                          key={group.id}
                          group={group}
                          textOf={textOf}
                          mine={myGroup === group.id}
                        />
                      ))}
                    </Stack>
                  </Stack>
                )
              }
            </ConsultationQueryState>
            <Card withBorder padding="sm">
              <Stack gap={4}>
                <Text fw={500}>{t('results.export')}</Text>
                <Group gap="md">
                  {CONSULTATION_EXPORT_FILES.map((file) => (
                    <Anchor
                      key={file}
                      href={pathOf(consultationCalls.exportFile, { id, file })}
                      download
                    >
                      {file}
                    </Anchor>
                  ))}
                </Group>
                <Text size="xs" c="gray.7">
                  {t('results.exportNote')}
                </Text>
              </Stack>
            </Card>
          </Stack>
        );
      }}
    </ConsultationQueryState>
  );
}
