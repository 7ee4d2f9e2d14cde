import { Alert, Center, Loader } from '@mantine/core';
import { Modal } from '@/components/modal';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useStatementForEdit } from '../api/get-statement-for-edit';
import { StatementForm } from './statement-form';

export interface StatementFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The statement to edit; absent to add one. */
  statementId?: number;
}

function EditBody({ statementId, onDone }: { statementId: number; onDone: () => void }) {
  const { t } = useTranslation('statements');
  const statement = useStatementForEdit(statementId);
  if (statement.isPending) {
    return (
      <Center h={240}>
        <Loader aria-label={t('status.loading')} />
      </Center>
    );
  }
  if (statement.isError) {
    return (
      <Alert color="red" role="alert">
        {statement.error.message}
      </Alert>
    );
  }
  return (
    <StatementForm
      statement={statement.data}
      onCancel={onDone}
      onSaved={() => {
        notifications.show({ color: 'teal', message: t('toast.updated') });
        onDone();
      }}
    />
  );
}

/** SPEC §4: the modal closes after a successful add or update, and the lists show the change. */
export function StatementFormModal({ opened, onClose, statementId }: StatementFormModalProps) {
  const { t } = useTranslation('statements');
  const phone = useMediaQuery('(max-width: 36em)');
  const onCreated = () => {
    notifications.show({ color: 'teal', message: t('toast.created') });
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={statementId === undefined ? t('form.addTitle') : t('form.editTitle')}
      size="lg"
      fullScreen={phone}
      closeOnClickOutside={false}
    >
      {opened &&
        (statementId === undefined ? (
          <StatementForm onSaved={onCreated} onCancel={onClose} />
        ) : (
          <EditBody statementId={statementId} onDone={onClose} />
        ))}
    </Modal>
  );
}
