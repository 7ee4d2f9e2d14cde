import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { useCurrentUser } from '@/lib/auth';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  const { t } = useTranslation('contact');
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageHeading title={t('title')} intro={t('intro')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
        {/* Remounted once the user is known, so a logged-in user's details are filled in. */}
        <ContactForm key={user?.id ?? 'guest'} sender={user ?? undefined} />
      </Paper>
    </>
  );
}
