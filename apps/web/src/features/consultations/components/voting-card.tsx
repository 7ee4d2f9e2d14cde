import { Button, Card, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Consultation, ConsultationVote } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useVoteOnStatement } from '../api/vote-on-statement';

/** The three answers, big enough for a thumb on a phone. */
const CHOICES = [
  { value: 1, key: 'agree', color: 'teal', variant: 'filled' },
  { value: -1, key: 'disagree', color: 'red', variant: 'filled' },
  { value: 0, key: 'pass', color: 'gray', variant: 'default' },
] as const satisfies {
  value: ConsultationVote;
  key: string;
  color: string;
  variant: string;
}[];

/**
 * One statement at a time with three big buttons, and how far the person has come. After a
 * vote the consultation loads again and its next statement takes the card's place.
 */
export function VotingCard({ consultation }: { consultation: Consultation }) {
  const { t } = useTranslation('consultations');
  const vote = useVoteOnStatement();
  const votable = consultation.statements.filter((s) => s.status === 'approved');
  const voted = votable.filter((s) => s.my_vote !== null).length;
  const next = consultation.next_statement;

  const send = (value: ConsultationVote) => {
    if (!next) return;
    vote.mutate(
      { consultationId: consultation.id, statement_id: next.id, vote: value },
      {
        onError: (error) =>
          notifications.show({ color: 'red', title: t('vote.failed'), message: error.message }),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        {votable.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" c="gray.7">
              {t('vote.progress', { voted, total: votable.length })}
            </Text>
            <Progress value={(voted / votable.length) * 100} aria-label={t('vote.progressLabel')} />
          </Stack>
        )}
        {next ? (
          <>
            <Title order={2} fz="sm" c="gray.7" fw={500}>
              {t('vote.heading')}
            </Title>
            <Text fz="xl" fw={600} lh={1.5} data-testid="voting-statement">
              {next.text}
            </Text>
            <SimpleGrid cols={3} spacing="xs">
              {CHOICES.map(({ value, key, color, variant }) => (
                <Button
                  key={key}
                  h={64}
                  fz="lg"
                  px={4}
                  color={color}
                  variant={variant}
                  loading={vote.isPending && vote.variables?.vote === value}
                  disabled={vote.isPending}
                  onClick={() => send(value)}
                >
                  {t(`vote.${key}`)}
                </Button>
              ))}
            </SimpleGrid>
          </>
        ) : (
          <Text>{votable.length > 0 ? t('vote.done') : t('vote.none')}</Text>
        )}
      </Stack>
    </Card>
  );
}
