import { UNSUBSCRIBE_PAGE_PATH, type Locale, type NotificationKind } from '@iagree/contract';
import type { Mail } from '../../adapters/mailer.ts';
import { escapeHtml } from '../../html.ts';
import { translate } from '../../i18n/localized.ts';
import { greeting, signature } from '../accounts/index.ts';
import { kindNames, mailTexts } from './messages.ts';

export interface MailRecipient {
  email: string;
  name: string;
  locale: Locale;
}

/** One notification as a mail shows it: its sentence and the full address of the thing. */
export interface MailLine {
  message: string;
  url: string;
}

/** The unsubscribe link of one kind: the token names the recipient and the kind. */
export interface Unsubscribe {
  kind: NotificationKind;
  token: string;
}

/** The API call that a mail client's one-click unsubscribe (RFC 8058) posts to. */
export const oneClickUrl = (appUrl: string, token: string) =>
  `${appUrl}/api/notifications/unsubscribe/${encodeURIComponent(token)}`;
/** The page a person opens from the mail's text, which makes that call and says what it did. */
export const unsubscribePageUrl = (appUrl: string, token: string) =>
  `${appUrl}${UNSUBSCRIBE_PAGE_PATH}/${encodeURIComponent(token)}`;
const settingsUrl = (appUrl: string) => `${appUrl}/notifications`;

const small = 'color:#666;font-size:13px';

/**
 * A notification mail: its lines (one for an immediate mail, the day's for a digest), each with
 * its link, then one unsubscribe link per kind in it. The headers carry the one-click link of
 * `headerKind` (RFC 8058): one list per mail, the kind the mail is mostly about.
 */
function notificationMail(
  to: MailRecipient,
  options: {
    subject: string;
    intro?: string;
    lines: MailLine[];
    unsubscribes: Unsubscribe[];
    headerToken: string;
    appUrl: string;
  },
): Mail {
  const { locale } = to;
  const open = translate(mailTexts.open, locale);
  const stop = (kind: NotificationKind) =>
    translate(mailTexts.unsubscribe, locale, { kind: translate(kindNames[kind], locale) });
  const hello = translate(greeting, locale, { name: to.name });
  const settings = translate(mailTexts.settings, locale);
  const text = [
    hello,
    '',
    ...(options.intro ? [options.intro, ''] : []),
    ...options.lines.flatMap((line) => [line.message, line.url, '']),
    '--',
    ...options.unsubscribes.flatMap(({ kind, token }) => [
      `${stop(kind)}:`,
      unsubscribePageUrl(options.appUrl, token),
    ]),
    `${settings}:`,
    settingsUrl(options.appUrl),
    '',
    translate(signature, locale),
  ].join('\n');
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    ...(options.intro ? [`<p>${escapeHtml(options.intro)}</p>`] : []),
    '<ul>',
    ...options.lines.map(
      (line) => `<li><p>${escapeHtml(line.message)}<br>${link(line.url, open)}</p></li>`,
    ),
    '</ul>',
    `<p style="${small}">`,
    ...options.unsubscribes.map(
      ({ kind, token }) => `${link(unsubscribePageUrl(options.appUrl, token), stop(kind))}<br>`,
    ),
    `${link(settingsUrl(options.appUrl), settings)}</p>`,
    `<p>${escapeHtml(translate(signature, locale))}</p>`,
  ].join('\n');
  return {
    to: to.email,
    subject: options.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(options.appUrl, options.headerToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The mail of one notification, sent a short while after it happened. */
export const immediateMail = (
  to: MailRecipient,
  line: MailLine,
  unsubscribe: Unsubscribe,
  appUrl: string,
) =>
  notificationMail(to, {
    subject: translate(mailTexts.subject, to.locale, { message: line.message }),
    lines: [line],
    unsubscribes: [unsubscribe],
    headerToken: unsubscribe.token,
    appUrl,
  });

/** The day's notifications of the daily kinds in one mail; `unsubscribes` by most lines first. */
export const digestMail = (
  to: MailRecipient,
  lines: MailLine[],
  unsubscribes: [Unsubscribe, ...Unsubscribe[]],
  appUrl: string,
) =>
  notificationMail(to, {
    subject: translate(mailTexts.digestSubject, to.locale, { count: lines.length }),
    intro: translate(mailTexts.digestIntro, to.locale),
    lines,
    unsubscribes,
    headerToken: unsubscribes[0].token,
    appUrl,
  });
