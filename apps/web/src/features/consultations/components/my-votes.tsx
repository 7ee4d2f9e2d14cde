import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Consultation } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useWithdrawVote } from '../api/withdraw-vote';

const CHOICE = {
  '1': { key: 'agree', color: 'teal' },
  '-1': { key: 'disagree', color: 'red' },
  '0': { key: 'pass', color: 'gray' },
} as const;

/**
 * The person's votes, folded under the card: each may be withdrawn, and its statement comes
 * back to the card to vote on again.
 */
export function MyVotes({ consultation }: { consultation: Consultation }) {
  const { t } = useTranslation('consultations');
  const withdraw = useWithdrawVote();
  const voted = consultation.statements.filter(
    (s) => s.status === 'approved' && s.my_vote !== null,
  );
  if (voted.length === 0) return null;

  const send = (statementId: number) =>
    withdraw.mutate(
      { consultationId: consultation.id, statementId },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('mine.withdrawn') }),
        onError: (error) =>
          notifications.show({ color: 'red', title: t('mine.failed'), message: error.message }),
      },
    );

  return (
    <Accordion variant="contained" order={2}>
      <Accordion.Item value="mine">
        <Accordion.Control>{t('mine.heading', { count: voted.length })}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              {t('mine.intro')}
            </Text>
            {voted.map((statement) => {
              const choice = CHOICE[String(statement.my_vote) as keyof typeof CHOICE];
              return (
                <Group key={statement.id} justify="space-between" wrap="nowrap" align="center">
                  <Stack gap={4}>
                    <Text size="sm">{statement.text}</Text>
                    <Badge color={choice.color} variant="light">
                      {t(`vote.${choice.key}`)}
                    </Badge>
                  </Stack>
                  <Button
                    size="xs"
                    variant="default"
                    style={{ flexShrink: 0 }}
                    aria-label={t('mine.withdrawOf', { text: statement.text })}
                    loading={withdraw.isPending && withdraw.variables.statementId === statement.id}
                    disabled={withdraw.isPending}
                    onClick={() => send(statement.id)}
                  >
                    {t('mine.withdraw')}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
