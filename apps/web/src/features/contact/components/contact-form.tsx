import { type FormEvent, useState } from 'react';
import { Box, Button, Stack, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS, type ContactBody, contactBodySchema } from '@iagree/contract';
import { LongTextField } from '@/components/long-text-field';
import { useForm } from '@/lib/use-form';
import { useSendContactMessage } from '../api/send-contact-message';
import { ContactResultModal, type ContactResult } from './contact-result-modal';

interface ContactFormProps {
  /** A logged-in user's name and e-mail address, filled in for them. */
  sender?: { name: string; email: string };
}

/** SPEC §2: name, email and content are required; messages appear after a submit attempt. */
export function ContactForm({ sender }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const send = useSendContactMessage();
  const empty: ContactBody = {
    name: sender?.name ?? '',
    email: sender?.email ?? '',
    content: '',
    website: '',
  };
  const form = useForm(empty, contactBodySchema);
  const [result, setResult] = useState<ContactResult | null>(null);

  const submit = () => {
    form.submit(send, form.values, {
      onSuccess: ({ message }) => {
        setResult({ ok: true, message });
        form.reset(empty);
      },
      onError: (error) => {
        form.showServerErrors(error);
        setResult({ ok: false, message: error.message });
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <>
      <Box component="form" onSubmit={onSubmit} noValidate maw={640} pos="relative">
        <Stack gap="md">
          <TextInput
            label={t('form.name')}
            placeholder={t('form.namePlaceholder')}
            autoComplete="name"
            withAsterisk
            maxLength={CONTACT_LIMITS.name}
            {...form.inputProps('name', CONTACT_LIMITS.name)}
          />
          <TextInput
            label={t('form.email')}
            placeholder={t('form.emailPlaceholder')}
            type="email"
            autoComplete="email"
            withAsterisk
            maxLength={CONTACT_LIMITS.email}
            {...form.inputProps('email')}
          />
          <LongTextField
            label={t('form.content')}
            placeholder={t('form.contentPlaceholder')}
            withAsterisk
            rows={8}
            maxLength={CONTACT_LIMITS.content}
            {...form.inputProps('content', CONTACT_LIMITS.content)}
          />
          {/* Honeypot: hidden from people and screen readers, filled in only by bots. */}
          <Box
            aria-hidden
            style={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }}
          >
            <label>
              {t('form.honeypot')}
              <input
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={form.values.website}
                onChange={(event) => form.setValue('website', event.currentTarget.value)}
              />
            </label>
          </Box>
          <Box>
            <Button type="submit" loading={form.busy} leftSection={<IconSend size={18} />}>
              {t('form.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <ContactResultModal
        result={result}
        onClose={() => setResult(null)}
        onRetry={() => {
          setResult(null);
          submit();
        }}
      />
    </>
  );
}
