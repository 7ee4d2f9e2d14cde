import {
  HOME_SHELL_MAP_ATTRIBUTE,
  type Locale,
  type Statement,
  type StatementDetail,
} from '@iagree/contract';
// The web app's own texts, so that the shell says exactly what React then renders.
import enCommon from '../../../web/src/locales/en/common.json' with { type: 'json' };
import en from '../../../web/src/locales/en/statements.json' with { type: 'json' };
import jaCommon from '../../../web/src/locales/ja/common.json' with { type: 'json' };
import ja from '../../../web/src/locales/ja/statements.json' with { type: 'json' };
import { escapeHtml } from '../html.ts';

const TEXTS: Record<Locale, typeof ja> = { ja, en };
const COUNTS: Record<Locale, typeof jaCommon.counts> = { ja: jaCommon.counts, en: enCommon.counts };

/*
 * What the layout's AppShell writes into the page (header 60 px, navbar 240 px beside the page
 * from Mantine's `sm`, an overlay below it), and the home title's size (PageHeading's `fz`).
 */
const STYLE =
  ':root{--app-shell-navbar-width:calc(15rem * var(--mantine-scale));' +
  '--app-shell-navbar-offset:calc(15rem * var(--mantine-scale));' +
  '--app-shell-header-height:calc(3.75rem * var(--mantine-scale));' +
  '--app-shell-header-offset:calc(3.75rem * var(--mantine-scale));--app-shell-padding:0px;}' +
  '@media(max-width: 47.99375em){:root{--app-shell-navbar-width:100%;' +
  '--app-shell-navbar-offset:0px;' +
  '--app-shell-navbar-transform:translateX(calc(var(--app-shell-navbar-width) * -1));}}' +
  '.home-shell-title{font-size:calc(1.5rem * var(--mantine-scale));}' +
  '@media(min-width: 48em){.home-shell-title{font-size:calc(1.875rem * var(--mantine-scale));}}' +
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

const SMALL_TEXT =
  '--text-fz: var(--mantine-font-size-sm); --text-lh: var(--mantine-line-height-sm);';
const LIGHT_BUTTON =
  '--button-height: var(--button-height-sm); --button-padding-x: var(--button-padding-x-sm); ' +
  '--button-fz: var(--mantine-font-size-sm); --button-bg: var(--mantine-color-cyan-light); ' +
  '--button-color: var(--mantine-color-cyan-light-color); ' +
  '--button-bd: calc(0.0625rem * var(--mantine-scale)) solid transparent;';

/**
 * The home page's first screen in plain HTML (decision 021): the header bar, the navbar on a
 * wide screen, the breadcrumb row and the heading with its intro, with the classes and variables
 * Mantine gives React's (the stylesheet is loaded before the first paint), so that they paint
 * before any JavaScript and React's first commit, which replaces them, moves nothing. The intro
 * is the page's largest text: same size, so its paint here stays the page's LCP.
 *
 * Hidden from assistive technology and out of the tab order: its link and button do nothing
 * until React's replace them a moment later, and the page keeps one h1 and one set of landmarks.
 */
function shellOf(locale: Locale): string {
  const { home, invite } = TEXTS[locale];
  return `<div class="m_89ab340 mantine-AppShell-root" data-mode="fixed" aria-hidden="true" data-home-shell>
<style>${STYLE}</style>
<div class="m_3b16f56b mantine-AppShell-header" data-with-border="true" style="--app-shell-header-z-index: 100;"></div>
<div class="m_45252eee mantine-AppShell-navbar" data-with-border="true" style="--app-shell-navbar-z-index: calc(100 + 1);"></div>
<div class="m_8983817 mantine-AppShell-main" style="flex-direction: column; display: flex;">
<div style="padding-block: var(--mantine-spacing-lg); flex: 1 1 0%;">
<div class="m_7485cace mantine-Container-root" data-size="lg" data-strategy="block" style="--container-size: var(--container-size-lg);">
<div class="m_6d731127 mantine-Stack-root" style="--stack-gap: var(--mantine-spacing-md); --stack-align: stretch; --stack-justify: flex-start;">
<div class="m_4081bf90 mantine-Group-root" style="--group-gap: var(--mantine-spacing-xs); --group-align: center; --group-justify: space-between; --group-wrap: wrap; margin-bottom: var(--mantine-spacing-sm);">
<div class="m_8b3717df mantine-Breadcrumbs-root"><a class="m_849cf0da m_f678d540 mantine-Breadcrumbs-breadcrumb m_b6d8b162 mantine-Text-root mantine-Anchor-root" data-size="sm" data-underline="hover" href="/" tabindex="-1" style="${SMALL_TEXT}">${escapeHtml(home.crumbHome)}</a><div class="m_3b8f2208 mantine-Breadcrumbs-separator">/</div><p class="m_f678d540 mantine-Breadcrumbs-breadcrumb m_b6d8b162 mantine-Text-root" data-size="sm" style="${SMALL_TEXT} color: var(--mantine-color-dimmed);">${escapeHtml(home.crumbDashboard)}</p></div>
<button class="m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root" data-variant="light" data-size="sm" data-with-left-section="true" type="button" tabindex="-1" style="${LIGHT_BUTTON}"><span class="m_80f1301b mantine-Button-inner"><span class="m_a74036a mantine-Button-section" data-position="left"><svg width="16" height="16"></svg></span><span class="m_811560b9 mantine-Button-label">${escapeHtml(invite.button)}</span></span></button>
</div>
<div class="m_6d731127 mantine-Stack-root" style="--stack-gap: var(--mantine-spacing-xs); --stack-align: stretch; --stack-justify: flex-start; margin-bottom: var(--mantine-spacing-lg);">
<h1 class="m_8a5d1357 mantine-Title-root home-shell-title" data-order="1" style="--title-fw: var(--mantine-h1-font-weight); --title-lh: var(--mantine-h1-line-height); --title-fz: var(--mantine-h1-font-size);">${escapeHtml(home.title)}</h1>
<p class="m_b6d8b162 mantine-Text-root" style="color: var(--mantine-color-gray-7);">${escapeHtml(home.intro)}</p>
</div>
${UNDER_HEADING}
</div>
</div>
</div>
</div>
${DIALOG}
</div>`;
}

/** Where the page under the heading goes in the shell made once per language. */
const UNDER_HEADING = '<!--under-heading-->';
/** Where a shared link's statement goes: last in the shell, above the page. */
const DIALOG = '<!--dialog-->';

/** Made once per language: the home page is what a crowd from a shared link opens. */
const SHELLS: Record<Locale, string> = { ja: shellOf('ja'), en: shellOf('en') };

/** More than the three lines a card shows of a description on any screen. */
const OPENING_LENGTH = 300;
const opening = (text: string) => Array.from(text).slice(0, OPENING_LENGTH).join('');

/** A statement's agree and comment counts, as React's card words them. */
function countsOf(statement: Statement, counts: typeof jaCommon.counts): string {
  const count = (other: string, value: number) =>
    escapeHtml(other.replace('{{count}}', String(value)));
  return `<div class="home-shell-row home-shell-counts"><span class="home-shell-agree">${count(counts.agree_other, statement.agree_count)}</span><span>${count(statement.comment_count === 1 ? counts.comments_one : counts.comments_other, statement.comment_count)}</span></div>`;
}

/** One statement of the list as React's card shows it first: rank, author, title, text, counts. */
function cardOf(statement: Statement, rank: number, counts: typeof jaCommon.counts): string {
  return `<div class="home-shell-card">
<div class="home-shell-row"><span class="home-shell-rank"${rank <= 3 ? ' data-top' : ''}>Top ${String(rank).padStart(2, '0')}</span><span class="home-shell-author">${escapeHtml(statement.username)}</span></div>
<p class="home-shell-card-title">${escapeHtml(statement.title)}</p>
<p class="home-shell-card-text">${escapeHtml(opening(statement.description))}</p>
${countsOf(statement, counts)}
</div>`;
}

/**
 * A shared link's statement as React's detail modal opens it: the modal's title, then the
 * author, title, the whole description and the counts; its comments and buttons come with React.
 */
function detailOf(statement: StatementDetail, locale: Locale): string {
  return `<div class="home-shell-overlay"></div>
<div class="home-shell-dialog" role="dialog">
<h2 class="home-shell-dialog-title">${escapeHtml(TEXTS[locale].detail.title)}</h2>
<div class="home-shell-card">
<div class="home-shell-row"><span class="home-shell-author">${escapeHtml(statement.username)}</span></div>
<p class="home-shell-card-title">${escapeHtml(statement.title)}</p>
<p class="home-shell-detail-text">${escapeHtml(statement.description)}</p>
${countsOf(statement, COUNTS[locale])}
</div>
</div>`;
}

/**
 * The home page's shell in `locale`: under the heading, skeletons of the search box, the map and
 * the list's filters, then the cards of `statements` (the default list's first page, when the
 * page carries it: decision 025), and over them a shared link's `detail`, when it carries one.
 */
export function homeShell(
  locale: Locale,
  statements: Statement[] = [],
  detail?: StatementDetail,
): string {
  const skeleton = (part: string, attributes = '') =>
    `<div class="home-shell-skeleton home-shell-${part}"${attributes}></div>`;
  const cards = statements.map((statement, index) => cardOf(statement, index + 1, COUNTS[locale]));
  // The map's place says so: the page measures it to ask for the map's first box (decision 025).
  const map = skeleton('map', ` ${HOME_SHELL_MAP_ATTRIBUTE}`);
  const under = [skeleton('search'), map, skeleton('filters'), ...cards].join('\n');
  const shell = SHELLS[locale].replace(UNDER_HEADING, under);
  return shell.replace(DIALOG, detail ? detailOf(detail, locale) : '');
}
