import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  HOME_SHELL_MANIFEST_PATH,
  HOME_SHELL_MAP_ATTRIBUTE,
  HOME_SHELL_SLOTS,
  type HomeShellLocale,
  type HomeShellManifest,
  homeShellManifestSchema,
  type Locale,
  type Statement,
  type StatementDetail,
} from '@iagree/contract';
import { escapeHtml } from '../html.ts';

/**
 * The home page's static shell as the web build wrote it into `dist` (decision 051): the frame
 * (the layout's bars, the breadcrumb row and the heading, rendered by the web's own components)
 * and the words the server writes around a statement's, in each language. None when the build
 * wrote none (a stub dist): the home page then has an empty root, as every other page. A manifest
 * that is there but not the contract's shape stops the start: the build and the server differ.
 */
export async function readHomeShell(dist: string): Promise<HomeShellManifest | undefined> {
  const file = path.join(dist, HOME_SHELL_MANIFEST_PATH);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = homeShellManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${file} is not the home shell the server reads: ${parsed.error.message}`);
  return parsed.data;
}

/** The shell's own parts, drawn by the server: styled with Mantine's variables only. */
const STYLE =
  // The page under the heading (decision 025): still skeletons where React's search box, map
  // and list filters will be, at their heights, then the first page's cards.
  '.home-shell-skeleton{background:var(--mantine-color-gray-1);border-radius:var(--mantine-radius-md);}' +
  // Measured in React's page at 390 and 1280 px: 80, 571 and 210 px; 80, 507 and 65 px.
  '.home-shell-search{height:calc(5rem * var(--mantine-scale));}' +
  '.home-shell-map{height:calc(35.6875rem * var(--mantine-scale));}' +
  '.home-shell-filters{height:calc(13.125rem * var(--mantine-scale));}' +
  '@media(min-width: 48em){.home-shell-map{height:calc(31.6875rem * var(--mantine-scale));}' +
  '.home-shell-filters{height:calc(4.0625rem * var(--mantine-scale));}}' +
  '.home-shell-card{display:flex;flex-direction:column;gap:var(--mantine-spacing-sm);' +
  'padding:var(--mantine-spacing-sm);border:calc(0.0625rem * var(--mantine-scale)) solid ' +
  'var(--mantine-color-gray-3);border-radius:var(--mantine-radius-md);' +
  'background:var(--mantine-color-body);}' +
  '@media(min-width: 48em){.home-shell-card{padding:var(--mantine-spacing-md);}}' +
  '.home-shell-row{display:flex;align-items:center;gap:var(--mantine-spacing-sm);min-width:0;}' +
  '.home-shell-rank{flex:none;padding:0 calc(0.75rem * var(--mantine-scale));' +
  'line-height:calc(1.625rem * var(--mantine-scale));border-radius:var(--mantine-radius-sm);' +
  'font-size:var(--mantine-font-size-sm);font-weight:700;' +
  'background:var(--mantine-color-cyan-light);color:var(--mantine-color-cyan-light-color);}' +
  '.home-shell-rank[data-top]{background:var(--mantine-color-cyan-filled);color:var(--mantine-color-white);}' +
  '.home-shell-author{font-size:var(--mantine-font-size-sm);font-weight:600;overflow:hidden;' +
  'text-overflow:ellipsis;white-space:nowrap;}' +
  '.home-shell-card-title{margin:0;font-size:calc(1.125rem * var(--mantine-scale));font-weight:700;' +
  'line-height:1.45;overflow-wrap:anywhere;}' +
  '.home-shell-card-text{margin:0;display:-webkit-box;-webkit-box-orient:vertical;' +
  '-webkit-line-clamp:3;overflow:hidden;overflow-wrap:anywhere;}' +
  '.home-shell-counts{font-size:var(--mantine-font-size-sm);color:var(--mantine-color-gray-7);}' +
  '.home-shell-agree{color:var(--mantine-color-cyan-filled);font-weight:600;}' +
  // A shared link's statement (decision 025) as React's detail modal shows it: the whole screen
  // on a phone (below Mantine's 36em), 900 px wide over a dimmed page from there.
  '.home-shell-overlay{position:fixed;inset:0;z-index:200;background:rgba(0,0,0,0.6);}' +
  '.home-shell-dialog{position:fixed;inset:0;z-index:201;overflow-y:auto;display:flex;' +
  'flex-direction:column;gap:var(--mantine-spacing-md);padding:var(--mantine-spacing-md);' +
  'background:var(--mantine-color-body);}' +
  '@media(min-width: 36em){.home-shell-dialog{inset:auto;top:5dvh;left:50%;' +
  'transform:translateX(-50%);width:min(calc(56.25rem * var(--mantine-scale)),calc(100% - 2rem));' +
  'max-height:90dvh;border-radius:var(--mantine-radius-md);box-shadow:var(--mantine-shadow-xl);}}' +
  '.home-shell-dialog-title{margin:0;font-size:var(--mantine-font-size-md);font-weight:600;}' +
  '.home-shell-detail-text{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;}';

/** More than the three lines a card shows of a description on any screen. */
const OPENING_LENGTH = 300;
const opening = (text: string) => Array.from(text).slice(0, OPENING_LENGTH).join('');

type Texts = HomeShellLocale['texts'];

/** A statement's agree and comment counts, as React's card words them. */
function countsOf(statement: Statement, texts: Texts): string {
  const count = (other: string, value: number) =>
    escapeHtml(other.replace('{{count}}', String(value)));
  return `<div class="home-shell-row home-shell-counts"><span class="home-shell-agree">${count(texts.agree_other, statement.agree_count)}</span><span>${count(statement.comment_count === 1 ? texts.comments_one : texts.comments_other, statement.comment_count)}</span></div>`;
}

/** One statement of the list as React's card shows it first: rank, author, title, text, counts. */
function cardOf(statement: Statement, rank: number, texts: Texts): string {
  return `<div class="home-shell-card">
<div class="home-shell-row"><span class="home-shell-rank"${rank <= 3 ? ' data-top' : ''}>Top ${String(rank).padStart(2, '0')}</span><span class="home-shell-author">${escapeHtml(statement.username)}</span></div>
<p class="home-shell-card-title">${escapeHtml(statement.title)}</p>
<p class="home-shell-card-text">${escapeHtml(opening(statement.description))}</p>
${countsOf(statement, texts)}
</div>`;
}

/**
 * A shared link's statement as React's detail modal opens it: the modal's title, then the
 * author, title, the whole description and the counts; its comments and buttons come with React.
 */
function detailOf(statement: StatementDetail, texts: Texts): string {
  return `<div class="home-shell-overlay"></div>
<div class="home-shell-dialog" role="dialog">
<h2 class="home-shell-dialog-title">${escapeHtml(texts.detailTitle)}</h2>
<div class="home-shell-card">
<div class="home-shell-row"><span class="home-shell-author">${escapeHtml(statement.username)}</span></div>
<p class="home-shell-card-title">${escapeHtml(statement.title)}</p>
<p class="home-shell-detail-text">${escapeHtml(statement.description)}</p>
${countsOf(statement, texts)}
</div>
</div>`;
}

/**
 * The home page's shell in `locale` (decisions 021, 025, 051): the build's frame, and in its
 * slots, under the heading, skeletons of the search box, the map and the list's filters, then the
 * cards of `statements` (the default list's first page, when the page carries it), and over them
 * a shared link's `detail`, when it carries one. The build's frame paints before any script with
 * the classes and variables Mantine gives React's (the stylesheet is loaded before the first
 * paint), so that React's first commit, which replaces it, moves nothing.
 */
export function homeShell(
  manifest: HomeShellManifest,
  locale: Locale,
  statements: Statement[] = [],
  detail?: StatementDetail,
): string {
  const { frame, texts } = manifest.locales[locale];
  const skeleton = (part: string, attributes = '') =>
    `<div class="home-shell-skeleton home-shell-${part}"${attributes}></div>`;
  const cards = statements.map((statement, index) => cardOf(statement, index + 1, texts));
  // The map's place says so: the page measures it to ask for the map's first box (decision 025).
  const map = skeleton('map', ` ${HOME_SHELL_MAP_ATTRIBUTE}`);
  const under = [skeleton('search'), map, skeleton('filters'), ...cards].join('\n');
  return `<style>${STYLE}</style>${frame
    .replace(HOME_SHELL_SLOTS.underHeading, () => under)
    .replace(HOME_SHELL_SLOTS.dialog, () => (detail ? detailOf(detail, texts) : ''))}`;
}
