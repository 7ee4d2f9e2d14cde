import { NativeSelect } from '@mantine/core';
import { LOCALES, toLocale } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useChangeLocale } from '@/lib/change-locale';
import { currentLocale } from '@/lib/i18n';

/** A native select: reliable on phones and reachable as a combobox by assistive technology. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const changeLocale = useChangeLocale();

  return (
    <NativeSelect
      aria-label={t('header.language')}
      value={currentLocale()}
      disabled={changeLocale.isPending}
      onChange={(event) => changeLocale.mutate(toLocale(event.currentTarget.value))}
      data={LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
      w={110}
    />
  );
}
