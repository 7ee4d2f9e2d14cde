import { type FormEvent, useState } from 'react';
import { Box, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS, type ContactBody, contactBodySchema } from '@iagree/contract';
import { ApiError } from '@/lib/api-client';
import { useValidationMessage } from '@/lib/validation-message';
import { useSendContactMessage } from '../api/send-contact-message';
import { ContactResultModal, type ContactResult } from './contact-result-modal';

type Field = 'name' | 'email' | 'content';
type Errors = Partial<Record<Field, string>>;

interface ContactFormProps {
  /** A logged-in user's name and e-mail address, filled in for them. */
  sender?: { name: string; email: string };
}

function validate(values: ContactBody): Errors {
  const parsed = contactBodySchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** SPEC §2: name, email and content are required; messages appear after a submit attempt. */
export function ContactForm({ sender }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const translateMessage = useValidationMessage();
  const send = useSendContactMessage();
  const empty: ContactBody = {
    name: sender?.name ?? '',
    email: sender?.email ?? '',
    content: '',
    website: '',
  };
  const [values, setValues] = useState<ContactBody>(empty);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [result, setResult] = useState<ContactResult | null>(null);

  const errors = submitted ? { ...serverErrors, ...validate(values) } : {};
  const errorOf = (field: Field) => {
    const message = errors[field];
    return message ? translateMessage(message) : undefined;
  };

  const change = (field: keyof ContactBody) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    setSubmitted(true);
    if (Object.keys(validate(values)).length > 0) return;
    send.mutate(values, {
      onSuccess: ({ message }) => {
        setResult({ ok: true, message });
        setValues(empty);
        setSubmitted(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          const fields: Errors = {};
          for (const field of ['name', 'email', 'content'] as const) {
            fields[field] = error.errors[field]?.[0];
          }
          setServerErrors(fields);
        }
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
            value={values.name}
            onChange={(event) => change('name')(event.currentTarget.value)}
            error={errorOf('name')}
          />
          <TextInput
            label={t('form.email')}
            placeholder={t('form.emailPlaceholder')}
            type="email"
            autoComplete="email"
            withAsterisk
            maxLength={CONTACT_LIMITS.email}
            value={values.email}
            onChange={(event) => change('email')(event.currentTarget.value)}
            error={errorOf('email')}
          />
          <Textarea
            label={t('form.content')}
            placeholder={t('form.contentPlaceholder')}
            withAsterisk
            rows={8}
            resize="vertical"
            maxLength={CONTACT_LIMITS.content}
            value={values.content}
            onChange={(event) => change('content')(event.currentTarget.value)}
            error={errorOf('content')}
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
                value={values.website}
                onChange={(event) => change('website')(event.currentTarget.value)}
              />
            </label>
          </Box>
          <Box>
            <Button type="submit" loading={send.isPending} leftSection={<IconSend size={18} />}>
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
