import { Alert, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDepartments } from '../api/get-departments';
import { DepartmentCard } from './department-card';
import { DepartmentForm } from './department-form';

/** Role 1's departments: create one, see each with its staff, add staff. */
export function DepartmentsPanel() {
  const { t } = useTranslation('admin');
  const departments = useDepartments();
  return (
    <Stack gap="md">
      <DepartmentForm />
      {departments.isPending ? (
        <Center p="xl">
          <Loader aria-label={t('tabs.departments')} />
        </Center>
      ) : departments.isError ? (
        <Alert color="red" role="alert">
          {departments.error.message}
        </Alert>
      ) : departments.data.length === 0 ? (
        <Text c="dimmed">{t('departments.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {departments.data.map((department) => (
            <DepartmentCard key={department.id} department={department} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
