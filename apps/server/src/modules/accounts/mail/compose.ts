import type { Locale } from '@iagree/contract';
import type { Mail } from '../../../adapters/mailer.ts';
import { escapeHtml } from '../../../html.ts';
import { translate } from '../../../i18n/localized.ts';
import {
  accountExistsMail,
  activationMail,
  greeting,
  linkHint,
  passwordResetMail,
  signature,
  type AccountMailText,
} from './texts.ts';

interface Recipient {
  email: string;
  name: string;
}

/** Text and HTML of one account mail; the link appears as a button and in full. */
function accountMail(to: Recipient, locale: Locale, texts: AccountMailText, link: string): Mail {
  const t = (text: AccountMailText[keyof AccountMailText]) => translate(text, locale);
  const hello = translate(greeting, locale, { name: to.name });
  const text = [
    hello,
    '',
    t(texts.intro),
    '',
    `${t(texts.action)}:`,
    link,
    '',
    t(texts.note),
    '',
    '--',
    translate(signature, locale),
  ].join('\n');
  const href = escapeHtml(link);
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(t(texts.intro))}</p>`,
    `<p><a href="${href}" style="display:inline-block;padding:10px 20px;background:#e8590c;color:#fff;` +
      `text-decoration:none;border-radius:4px">${escapeHtml(t(texts.action))}</a></p>`,
    `<p style="color:#666;font-size:13px">${escapeHtml(translate(linkHint, locale))}<br>` +
      `<a href="${href}">${href}</a></p>`,
    `<p style="color:#666;font-size:13px">${escapeHtml(t(texts.note))}</p>`,
    `<p>${escapeHtml(translate(signature, locale))}</p>`,
  ].join('\n');
  return { to: to.email, subject: t(texts.subject), text, html };
}

/**
 * Where a signup started: the shared statement the person was reading and whether they pressed
 * its Agree. It rides on the mail's link (`&statement=ID&agree=1`), so the login page that the
 * link opens brings them back to it; the web applies the Agree only after this very link has
 * activated the account, so a crafted link alone makes nobody agree.
 */
export interface SignupResume {
  statementId?: number;
  agree?: boolean;
}

function resumeParams({ statementId, agree }: SignupResume = {}): string {
  if (!statementId) return '';
  return `statement=${statementId}${agree ? '&agree=1' : ''}`;
}

export const activationLink = (appUrl: string, token: string, resume?: SignupResume) => {
  const rest = resumeParams(resume);
  return `${appUrl}/login?activationToken=${encodeURIComponent(token)}${rest && `&${rest}`}`;
};
export const passwordResetLink = (appUrl: string, token: string) =>
  `${appUrl}/api/password/reset/${encodeURIComponent(token)}`;

export const activationMailTo = (
  to: Recipient,
  locale: Locale,
  appUrl: string,
  token: string,
  resume?: SignupResume,
) => accountMail(to, locale, activationMail, activationLink(appUrl, token, resume));

/**
 * Sent instead of an activation mail when someone signs up with an active account's address;
 * its login link also leads back to the statement (but applies no Agree: there is no link to
 * prove the mailbox).
 */
export const accountExistsMailTo = (
  to: Recipient,
  locale: Locale,
  appUrl: string,
  resume?: SignupResume,
) => {
  const rest = resumeParams({ statementId: resume?.statementId });
  return accountMail(to, locale, accountExistsMail, `${appUrl}/login${rest && `?${rest}`}`);
};

export const passwordResetMailTo = (to: Recipient, locale: Locale, appUrl: string, token: string) =>
  accountMail(to, locale, passwordResetMail, passwordResetLink(appUrl, token));
