import type { FormEvent } from 'react';
import { SegmentedControl, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingPlus } from '@tabler/icons-react';
import {
  type DepartmentBody,
  departmentBodySchema,
  MAX_DEPARTMENT_NAME_LENGTH,
} from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { CategoryMultiSelect } from '@/components/category-select';
import { FormCard } from '@/components/form-card';
import { LongTextField } from '@/components/long-text-field';
import { fieldIssues, useForm } from '@/lib/use-form';
import { useCreateDepartment } from '../api/create-department';

type AreaKind = 'city' | 'municipality' | 'polygon';

interface DepartmentValues {
  name: string;
  category_ids: string[];
  area_kind: AreaKind;
  /** The municipality's name, or the polygon's GeoJSON text, by `area_kind`. */
  area: string;
}

const empty: DepartmentValues = { name: '', category_ids: [], area_kind: 'city', area: '' };

/** GeoJSON that is not JSON is sent as nothing the contract takes, so it says why. */
function polygonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}

/** The call's body from the form: the area as the contract takes it, or none. */
export function departmentBodyOf(values: DepartmentValues): DepartmentBody {
  return {
    name: values.name,
    category_ids: values.category_ids.map(Number),
    ...(values.area_kind === 'municipality' && { area: values.area }),
    ...(values.area_kind === 'polygon' && {
      area: polygonOf(values.area) as DepartmentBody['area'],
    }),
  };
}

/** Role 1 creates a department: its name, the categories it owns, and where, if not everywhere. */
export function DepartmentForm() {
  const { t } = useTranslation('admin');
  const create = useCreateDepartment();
  const form = useForm(empty, (values) =>
    fieldIssues(departmentBodySchema, departmentBodyOf(values)),
  );
  const { values, setFields } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(create, departmentBodyOf(values), {
      onSuccess: ({ data }) => {
        notifications.show({
          color: 'teal',
          message: t('departments.created', { name: data.name }),
        });
        form.reset(empty);
      },
    });
  };

  return (
    <FormCard
      title={t('departments.create')}
      onSubmit={onSubmit}
      submitLabel={t('departments.create')}
      submitIcon={<IconBuildingPlus size={16} />}
      busy={form.busy}
    >
      <TextInput
        label={t('departments.name')}
        placeholder={t('departments.namePlaceholder')}
        withAsterisk
        maxLength={MAX_DEPARTMENT_NAME_LENGTH}
        {...form.inputProps('name', MAX_DEPARTMENT_NAME_LENGTH)}
      />
      <CategoryMultiSelect
        label={t('departments.categories')}
        description={t('departments.categoriesHint')}
        placeholder={t('departments.categoriesPlaceholder')}
        withAsterisk
        {...form.fieldProps('category_ids')}
      />
      <Stack gap={4}>
        <span id="department-area-kind">{t('departments.areaKind')}</span>
        <SegmentedControl
          aria-labelledby="department-area-kind"
          value={values.area_kind}
          onChange={(kind) => setFields({ area_kind: kind as AreaKind, area: '' })}
          data={[
            { value: 'city', label: t('departments.areaCity') },
            { value: 'municipality', label: t('departments.areaMunicipality') },
            { value: 'polygon', label: t('departments.areaPolygon') },
          ]}
        />
      </Stack>
      {values.area_kind === 'municipality' && (
        <TextInput
          label={t('departments.municipality')}
          placeholder={t('departments.municipalityPlaceholder')}
          withAsterisk
          {...form.inputProps('area')}
        />
      )}
      {values.area_kind === 'polygon' && (
        <LongTextField
          label={t('departments.polygon')}
          description={t('departments.polygonHint')}
          withAsterisk
          rows={3}
          styles={{ input: { fontFamily: 'monospace' } }}
          {...form.inputProps('area')}
        />
      )}
    </FormCard>
  );
}
