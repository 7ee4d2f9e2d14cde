import { and, asc, eq } from 'drizzle-orm';
import { notHidden } from '../../db/visibility.ts';
import { MAX_ID, type Locale } from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import { consultations, events, statementImages, statements } from '../../db/schema.ts';
import { translate } from '../../i18n/localized.ts';
import { eventDates, pageTitles, siteDescription, siteName } from './messages.ts';

export interface PreviewDeps {
  db: Database;
  storage: Storage;
  /** Public origin without a trailing slash; link previews need absolute URLs. */
  appUrl: string;
}

export interface Preview {
  /** The document title, `<page> | iAgree`. */
  documentTitle: string;
  title: string;
  description: string;
  /** Canonical absolute URL of the page. */
  url: string;
  type: 'website' | 'article';
  locale: Locale;
  image: { url: string; alt: string; width?: number; height?: number };
}

const DESCRIPTION_LENGTH = 200;
/** The site's own card (apps/web/public/og-image.png), for pages without a picture of their own. */
const SITE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };
const EVENT_PATH = /^\/event\/(\d+)\/?$/;
/** A consultation's voting card, or its results (issue 34). */
const CONSULTATION_PATH = /^\/consultation\/(\d+)(\/results)?\/?$/;

function toId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** One line of at most DESCRIPTION_LENGTH characters, cut at a character, not a byte. */
function summary(...parts: Array<string | null | undefined>): string {
  const text = parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  const chars = [...text];
  return chars.length > DESCRIPTION_LENGTH
    ? `${chars.slice(0, DESCRIPTION_LENGTH - 1).join('')}…`
    : text;
}

const siteImage = (deps: PreviewDeps) => ({
  url: deps.appUrl + SITE_IMAGE.path,
  alt: siteName,
  width: SITE_IMAGE.width,
  height: SITE_IMAGE.height,
});

const documentTitle = (title: string) => `${title} | ${siteName}`;

async function statementPreview(deps: PreviewDeps, id: number, locale: Locale) {
  const [row] = await deps.db
    .select({ title: statements.title, description: statements.description })
    .from(statements)
    .where(and(eq(statements.id, id), notHidden(statements)));
  if (!row) return undefined;
  const [image] = await deps.db
    .select({
      key: statementImages.key,
      width: statementImages.width,
      height: statementImages.height,
    })
    .from(statementImages)
    .where(eq(statementImages.statementId, id))
    .orderBy(asc(statementImages.position), asc(statementImages.id))
    .limit(1);
  return {
    documentTitle: documentTitle(row.title),
    title: row.title,
    description: summary(row.description),
    url: `${deps.appUrl}/?statement=${id}`,
    type: 'article' as const,
    locale,
    image: image
      ? {
          url: deps.appUrl + deps.storage.url(image.key),
          alt: row.title,
          width: image.width,
          height: image.height,
        }
      : siteImage(deps),
  };
}

async function eventPreview(deps: PreviewDeps, id: number, locale: Locale) {
  const [row] = await deps.db
    .select({
      title: events.title,
      description: events.description,
      startDate: events.startDate,
      endDate: events.endDate,
      address: events.address,
      eventImg: events.eventImg,
      companyLogoImg: events.companyLogoImg,
    })
    .from(events)
    .where(and(eq(events.id, id), notHidden(events)));
  if (!row) return undefined;
  const imageKey = row.eventImg ?? row.companyLogoImg;
  return {
    documentTitle: documentTitle(row.title),
    title: row.title,
    description: summary(
      translate(eventDates, locale, { start: row.startDate, end: row.endDate }),
      row.address,
      row.description,
    ),
    url: `${deps.appUrl}/event/${id}`,
    type: 'article' as const,
    locale,
    image: imageKey
      ? { url: deps.appUrl + deps.storage.url(imageKey), alt: row.title }
      : siteImage(deps),
  };
}

async function consultationPreview(
  deps: PreviewDeps,
  id: number,
  results: boolean,
  locale: Locale,
) {
  const [row] = await deps.db
    .select({ title: consultations.title, description: consultations.description })
    .from(consultations)
    .where(eq(consultations.id, id));
  if (!row) return undefined;
  return {
    documentTitle: documentTitle(row.title),
    title: row.title,
    description: summary(row.description),
    url: `${deps.appUrl}/consultation/${id}${results ? '/results' : ''}`,
    type: 'article' as const,
    locale,
    image: siteImage(deps),
  };
}

/**
 * What a link preview of a page shows: a shared statement (`/?statement=ID`) or event
 * (`/event/ID`) with its own title, text and first image, a consultation (`/consultation/ID`,
 * `…/results`) with its title and text, every other page the site's.
 */
export async function findPreview(
  deps: PreviewDeps,
  page: { path: string; query: URLSearchParams; locale: Locale },
): Promise<Preview> {
  const { path, query, locale } = page;
  const statementId = path === '/' ? toId(query.get('statement')) : undefined;
  const eventId = toId(EVENT_PATH.exec(path)?.[1]);
  const consultation = CONSULTATION_PATH.exec(path);
  const consultationId = toId(consultation?.[1]);
  const found = statementId
    ? await statementPreview(deps, statementId, locale)
    : eventId
      ? await eventPreview(deps, eventId, locale)
      : consultationId
        ? await consultationPreview(deps, consultationId, !!consultation?.[2], locale)
        : undefined;
  if (found) return found;

  const pageTitle = pageTitles[path.replace(/\/$/, '')];
  const title = pageTitle ? translate(pageTitle, locale) : siteName;
  return {
    documentTitle: pageTitle ? documentTitle(title) : siteName,
    title,
    description: translate(siteDescription, locale),
    url: deps.appUrl + (pageTitle ? path : '/'),
    type: 'website',
    locale,
    image: siteImage(deps),
  };
}
