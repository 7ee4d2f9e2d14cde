import { describe, expect, it } from 'vitest';
import { HOME_PARTS, type Manifest, routeFiles, START_PARTS } from './route-files.ts';

/**
 * The shape of the web build's manifest: the entry, the app's start, shared chunks (one of them
 * the early map's, named), lazy parts.
 */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-a1.js', css: ['assets/index-d4.css'] },
  'src/app/start.tsx': { file: 'assets/start-s0.js', imports: ['_react-b2.js', '_vendor-c3.js'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_vendor-c3.js': { file: 'assets/vendor-c3.js', imports: ['_react-b2.js'] },
  '_card-e5.js': { file: 'assets/card-e5.js', imports: ['_vendor-c3.js'] },
  '_early-map-m1.js': {
    file: 'assets/early-map-m1.js',
    name: 'early-map',
    imports: ['_leaflet-j0.js', '_vendor-c3.js'],
    css: ['assets/early-map-m2.css'],
  },
  'src/app/home/home-main.tsx': { file: 'assets/home-main-f6.js', imports: ['_card-e5.js'] },
  // Stylesheets only: the build makes it a stylesheet, not a chunk.
  'src/styles/later-styles.ts': { file: 'assets/later-styles-h8.css' },
  'src/features/map/components/statements-map-view.tsx': {
    file: 'assets/statements-map-view-i9.js',
    imports: ['_leaflet-j0.js', '_early-map-m1.js', '_card-e5.js'],
  },
  '_leaflet-j0.js': { file: 'assets/leaflet-j0.js', css: ['assets/leaflet-k1.css'] },
  'src/features/events/pages/event-list-page.tsx': { file: 'assets/event-list-page-l2.js' },
};

const INDEX_HTML =
  '<head><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-d4.css"></head>';

describe('the files a page names for its start (decision 058)', () => {
  it('names the start’s and the early map’s first, then the rest of home’s, each once', () => {
    expect(routeFiles(MANIFEST, HOME_PARTS, INDEX_HTML)).toEqual({
      first: [
        '/assets/start-s0.js',
        '/assets/react-b2.js',
        '/assets/vendor-c3.js',
        '/assets/early-map-m1.js',
        '/assets/early-map-m2.css',
        '/assets/leaflet-j0.js',
        '/assets/leaflet-k1.css',
      ],
      then: [
        '/assets/home-main-f6.js',
        '/assets/card-e5.js',
        '/assets/later-styles-h8.css',
        '/assets/statements-map-view-i9.js',
      ],
    });
  });

  it('names the app’s start and what it imports for every other page', () => {
    expect(routeFiles(MANIFEST, START_PARTS, INDEX_HTML)).toEqual({
      first: ['/assets/start-s0.js', '/assets/react-b2.js', '/assets/vendor-c3.js'],
      then: [],
    });
  });

  it('names the entry’s own files when the page does not', () => {
    const files = routeFiles(MANIFEST, { first: ['index.html'], then: [] }, '<head></head>');
    expect(files.first).toEqual(['/assets/index-a1.js', '/assets/index-d4.css']);
  });

  it('skips a part the build does not have', () => {
    const parts = { first: ['src/gone.tsx', 'gone-chunk'], then: START_PARTS.first };
    expect(routeFiles(MANIFEST, parts, INDEX_HTML)).toEqual({
      first: [],
      then: ['/assets/start-s0.js', '/assets/react-b2.js', '/assets/vendor-c3.js'],
    });
  });
});
