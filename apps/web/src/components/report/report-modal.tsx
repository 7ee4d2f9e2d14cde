import { useState } from 'react';
import { Button, Group, Radio, Stack } from '@mantine/core';
import { LongTextField } from '@/components/long-text-field';
import { Modal } from '@/components/modal';
import { notifications } from '@mantine/notifications';
import {
  MAX_REPORT_DETAILS_LENGTH,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useCreateReport } from './create-report';

interface ReportModalProps {
  opened: boolean;
  onClose: () => void;
  targetType: ReportTarget;
  targetId: number;
}

/** The reasons to report a thing, and a few words if the reporter wants (issue 15). */
export function ReportModal({ opened, onClose, targetType, targetId }: ReportModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  const report = useCreateReport();

  const send = () =>
    report.mutate(
      { target_type: targetType, target_id: targetId, reason, details: details || undefined },
      {
        onSuccess: ({ message }) => {
          notifications.show({ color: 'teal', message });
          setDetails('');
          onClose();
        },
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title={t('report.title')} centered>
      <Stack>
        <Radio.Group
          label={t('report.reason')}
          value={reason}
          onChange={(value) => setReason(value as ReportReason)}
        >
          <Stack gap="xs" mt="xs">
            {REPORT_REASONS.map((value) => (
              <Radio key={value} value={value} label={t(`report.reasons.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <LongTextField
          label={t('report.details')}
          value={details}
          onChange={(event) => setDetails(event.currentTarget.value)}
          maxLength={MAX_REPORT_DETAILS_LENGTH}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button color="red" onClick={send} loading={report.isPending}>
            {t('report.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
