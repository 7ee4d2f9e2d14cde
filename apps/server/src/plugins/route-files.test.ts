import { describe, expect, it } from 'vitest';
import { HOME_PARTS, type Manifest, routeFiles, START_PARTS } from './route-files.ts';

/** The shape of the web build's manifest: the entry, the app's start, shared chunks, lazy parts. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-a1.js', css: ['assets/index-d4.css'] },
  'src/app/start.tsx': { file: 'assets/start-s0.js', imports: ['_react-b2.js', '_vendor-c3.js'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_vendor-c3.js': { file: 'assets/vendor-c3.js', imports: ['_react-b2.js'] },
  '_card-e5.js': { file: 'assets/card-e5.js', imports: ['_vendor-c3.js'] },
  'src/app/home/home-main.tsx': { file: 'assets/home-main-f6.js', imports: ['_card-e5.js'] },
  // Stylesheets only: the build makes it a stylesheet, not a chunk.
  'src/styles/later-styles.ts': { file: 'assets/later-styles-h8.css' },
  'src/features/map/components/statements-map-view.tsx': {
    file: 'assets/statements-map-view-i9.js',
    imports: ['_leaflet-j0.js', '_card-e5.js'],
    css: ['assets/leaflet-k1.css'],
  },
  '_leaflet-j0.js': { file: 'assets/leaflet-j0.js' },
  'src/features/events/pages/event-list-page.tsx': { file: 'assets/event-list-page-l2.js' },
};

const INDEX_HTML =
  '<head><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-d4.css"></head>';

describe('the home page’s route files', () => {
  it('lists every chunk and stylesheet of its parts once, part by part, and no other', () => {
    expect(routeFiles(MANIFEST, HOME_PARTS, INDEX_HTML)).toEqual({
      scripts: [
        '/assets/start-s0.js',
        '/assets/react-b2.js',
        '/assets/vendor-c3.js',
        '/assets/home-main-f6.js',
        '/assets/card-e5.js',
        '/assets/statements-map-view-i9.js',
        '/assets/leaflet-j0.js',
      ],
      styles: ['/assets/later-styles-h8.css', '/assets/leaflet-k1.css'],
    });
  });

  it('names the app’s start and what it imports for every other page', () => {
    expect(routeFiles(MANIFEST, START_PARTS, INDEX_HTML)).toEqual({
      scripts: ['/assets/start-s0.js', '/assets/react-b2.js', '/assets/vendor-c3.js'],
      styles: [],
    });
  });

  it('names the entry’s own files when the page does not', () => {
    const { scripts, styles } = routeFiles(MANIFEST, ['index.html'], '<head></head>');
    expect(scripts).toEqual(['/assets/index-a1.js']);
    expect(styles).toEqual(['/assets/index-d4.css']);
  });

  it('skips a part the build does not have', () => {
    expect(routeFiles(MANIFEST, ['src/gone.tsx', ...START_PARTS], INDEX_HTML).scripts).toEqual([
      '/assets/start-s0.js',
      '/assets/react-b2.js',
      '/assets/vendor-c3.js',
    ]);
  });
});
