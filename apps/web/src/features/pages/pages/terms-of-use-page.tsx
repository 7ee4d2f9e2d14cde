import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { LegalDocumentView } from '../components/legal-document-view';
import { termsOfUseContent } from '../content';
import { useLocaleContent } from '../hooks/use-locale-content';

export function TermsOfUsePage() {
  const { t } = useTranslation('pages');
  const document = useLocaleContent(termsOfUseContent);
  return (
    <>
      <PageHeading title={t('termsOfUse.title')} intro={t('termsOfUse.intro')} />
      <LegalDocumentView document={document} />
    </>
  );
}
