import '@mantine/dates/styles.css';
import './date-field.css';
import 'dayjs/locale/ja';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A date input whose calendar names its arrow buttons and keeps every day readable. */
export function DateField(props: Omit<DatePickerInputProps, 'type'>) {
  const { t, i18n } = useTranslation('events');
  return (
    <DatePickerInput
      locale={i18n.language}
      leftSection={<IconCalendar size={16} />}
      classNames={{ day: 'iagree-date-day' }}
      ariaLabels={{
        previousMonth: t('calendar.previousMonth'),
        nextMonth: t('calendar.nextMonth'),
        previousYear: t('calendar.previousYear'),
        nextYear: t('calendar.nextYear'),
        previousDecade: t('calendar.previousDecade'),
        nextDecade: t('calendar.nextDecade'),
        monthLevelControl: t('calendar.monthLevel'),
        yearLevelControl: t('calendar.yearLevel'),
      }}
      {...props}
    />
  );
}
