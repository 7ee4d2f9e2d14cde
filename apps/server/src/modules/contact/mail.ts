import type { Locale } from '@iagree/contract';
import type { Mail } from '../../adapters/mailer.ts';
import { escapeHtml } from '../../html.ts';
import { translate } from '../../i18n/localized.ts';
import { contactMessages as m } from './messages.ts';

export interface ContactMessage {
  name: string;
  email: string;
  content: string;
}

/** Only a plausible address becomes Reply-To; SPEC does not check the format of the field. */
const PLAUSIBLE_EMAIL = /^[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+$/;

/** The mail to the operators, in the sender's language, answerable with a plain reply. */
export function contactMail(to: string, message: ContactMessage, locale: Locale): Mail {
  const t = (text: (typeof m)[keyof typeof m]) => translate(text, locale);
  const fields: Array<[string, string]> = [
    [t(m.nameLabel), message.name],
    [t(m.emailLabel), message.email],
  ];
  const text = [
    t(m.mailIntro),
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t(m.contentLabel)}:`,
    message.content,
    '',
    '--',
    t(m.replyHint),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t(m.mailIntro))}</p>`,
    '<table cellpadding="4">',
    ...fields.map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<h3>${escapeHtml(t(m.contentLabel))}</h3>`,
    `<p style="white-space:pre-wrap">${escapeHtml(message.content)}</p>`,
    `<p style="color:#666">${escapeHtml(t(m.replyHint))}</p>`,
  ].join('\n');
  return {
    to,
    subject: translate(m.mailSubject, locale, { name: message.name }),
    text,
    html,
    ...(PLAUSIBLE_EMAIL.test(message.email) && { replyTo: message.email }),
  };
}
