import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { LegalDocumentView } from '../components/legal-document-view';
import { policyContent } from '../content';
import { useLocaleContent } from '../hooks/use-locale-content';

export function PolicyPage() {
  const { t } = useTranslation('pages');
  const document = useLocaleContent(policyContent);
  return (
    <>
      <PageHeading title={t('policy.title')} intro={t('policy.intro')} />
      <LegalDocumentView document={document} />
    </>
  );
}
