import type { FormEvent } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  List,
  NumberInput,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import type { Department } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useForm } from '@/lib/use-form';
import { useAddDepartmentMember } from '../api/add-department-member';
import { useRemoveDepartmentMember } from '../api/remove-department-member';
import { DeleteDepartmentDialog } from './delete-department-dialog';
import { RenameDepartmentDialog } from './rename-department-dialog';

/**
 * One department: its categories, area, statements and staff, a form to add someone to the
 * staff, and its renaming and deletion.
 */
export function DepartmentCard({ department }: { department: Department }) {
  const { t } = useTranslation('admin');
  const [renaming, renameDialog] = useDisclosure(false);
  const [deleting, deleteDialog] = useDisclosure(false);
  const add = useAddDepartmentMember();
  const remove = useRemoveDepartmentMember();
  const onRemove = (member: { id: number; name: string }) =>
    remove.mutate(
      { departmentId: department.id, userId: member.id },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t('departments.memberRemoved', { name: member.name }),
          }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  // NumberInput takes whole numbers only; the server says whether one is somebody.
  const form = useForm<{ user_id: string | number }>({ user_id: '' }, (values) =>
    Number(values.user_id) >= 1 ? {} : { user_id: 'validation.required' },
  );
  const area =
    department.area === null
      ? t('departments.wholeCity')
      : department.area.type === 'municipality'
        ? department.area.name
        : t('departments.polygonArea');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(
      add,
      { departmentId: department.id, userId: Number(form.values.user_id) },
      {
        onSuccess: (_answer, { userId }) => {
          const already = department.members.some((member) => member.id === userId);
          notifications.show({
            color: 'teal',
            message: t(already ? 'departments.alreadyMember' : 'departments.memberAdded'),
          });
          form.reset();
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={department.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5">
            {department.name}
          </Title>
          <Group gap={4}>
            {(
              [
                { action: 'rename', icon: IconPencil, color: undefined, open: renameDialog.open },
                { action: 'delete', icon: IconTrash, color: 'red', open: deleteDialog.open },
              ] as const
            ).map(({ action, icon: Icon, color, open }) => (
              <Button
                key={action}
                size="xs"
                variant="subtle"
                color={color}
                leftSection={<Icon size={14} aria-hidden />}
                onClick={open}
                aria-label={t(`departments.${action}Of`, { name: department.name })}
              >
                {t(`departments.${action}`)}
              </Button>
            ))}
          </Group>
        </Group>
        <Group gap={4}>
          {department.categories.map((category) => (
            <Badge key={category.id} variant="light" radius="sm">
              {category.category}
            </Badge>
          ))}
        </Group>
        <Text size="sm">{t('departments.area', { area })}</Text>
        <Text size="sm">{t('departments.statements', { count: department.statements })}</Text>
        <Text size="sm" fw={600}>
          {t('departments.members')}
        </Text>
        {department.members.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('departments.noMembers')}
          </Text>
        ) : (
          <List size="sm">
            {department.members.map((member) => (
              <List.Item key={member.id}>
                <Link to={paths.user(member.id)}>{member.name}</Link> (#{member.id}){' '}
                <UnstyledButton
                  fz="sm"
                  c="red.8"
                  td="underline"
                  disabled={remove.isPending}
                  onClick={() => onRemove(member)}
                  aria-label={t('departments.removeMemberOf', { name: member.name })}
                >
                  {t('departments.removeMember')}
                </UnstyledButton>
              </List.Item>
            ))}
          </List>
        )}
        <form onSubmit={onSubmit} noValidate>
          <Group align="flex-start" gap="xs">
            <NumberInput
              label={t('departments.userId')}
              description={t('departments.userIdHint')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              w={180}
              {...form.fieldProps('user_id')}
            />
            <Button
              type="submit"
              mt={46}
              loading={form.busy}
              leftSection={<IconUserPlus size={16} />}
            >
              {t('departments.addMember')}
            </Button>
          </Group>
        </form>
      </Stack>
      <RenameDepartmentDialog
        department={department}
        opened={renaming}
        onClose={renameDialog.close}
      />
      <DeleteDepartmentDialog
        department={department}
        opened={deleting}
        onClose={deleteDialog.close}
      />
    </Card>
  );
}
