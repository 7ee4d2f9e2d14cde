import sharp from 'sharp';
import { storeImage, type StoredImage } from '../../adapters/image-pipeline.ts';
import type { Storage } from '../../adapters/storage.ts';

/** A uniform number in [0, 1) from a seeded generator, so the demo data is reproducible. */
export type Random = () => number;

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const int = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

// Pictures are abstract on purpose: no text, so no dependency on the fonts of the machine.

function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min);

function gradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

type Scene = (random: Random, hue: number) => string;

const hills: Scene = (random, hue) => {
  const layers = [0, 1, 2].map((layer) => {
    const base = 430 + layer * 120;
    const peak = base - between(random, 80, 200);
    const mid = between(random, 300, 900);
    const path = `M0 ${base} C ${mid - 300} ${peak} ${mid + 100} ${peak} 1200 ${base - 40} L1200 800 L0 800 Z`;
    return `<path d="${path}" fill="${hsl(hue + 20 * layer, 45, 55 - layer * 12)}"/>`;
  });
  const sun = `<circle cx="${between(random, 200, 1000)}" cy="${between(random, 140, 260)}" r="${between(random, 60, 110)}" fill="${hsl(hue + 180, 90, 85)}" opacity="0.9"/>`;
  return `<defs>${gradient('bg', hsl(hue, 70, 82), hsl(hue + 30, 60, 94), true)}</defs><rect width="1200" height="800" fill="url(#bg)"/>${sun}${layers.join('')}`;
};

const bubbles: Scene = (random, hue) => {
  const circles = Array.from({ length: 12 }, () => {
    const shade = hsl(hue + between(random, -60, 60), 75, between(random, 55, 85));
    return `<circle cx="${between(random, 0, 1200)}" cy="${between(random, 0, 800)}" r="${between(random, 40, 220)}" fill="${shade}" opacity="${between(random, 0.25, 0.7).toFixed(2)}"/>`;
  });
  return `<defs>${gradient('bg', hsl(hue, 65, 45), hsl(hue + 70, 70, 65))}</defs><rect width="1200" height="800" fill="url(#bg)"/>${circles.join('')}`;
};

const skyline: Scene = (random, hue) => {
  const buildings: string[] = [];
  for (let x = 0; x < 1200;) {
    const width = between(random, 60, 150);
    const height = between(random, 160, 520);
    const shade = hsl(hue + 200, 25, between(random, 22, 38));
    buildings.push(
      `<rect x="${x}" y="${800 - height}" width="${width - 6}" height="${height}" fill="${shade}"/>`,
    );
    x += width;
  }
  return `<defs>${gradient('bg', hsl(hue, 80, 70), hsl(hue + 40, 85, 88), true)}</defs><rect width="1200" height="800" fill="url(#bg)"/>${buildings.join('')}`;
};

const waves: Scene = (random, hue) => {
  const bands = [0, 1, 2, 3].map((band) => {
    const y = 260 + band * 130;
    const lift = between(random, 40, 110);
    const path = `M0 ${y} C 300 ${y - lift} 500 ${y + lift} 800 ${y} S 1100 ${y - lift} 1200 ${y} L1200 800 L0 800 Z`;
    return `<path d="${path}" fill="${hsl(hue + band * 12, 60, 70 - band * 10)}" opacity="0.85"/>`;
  });
  return `<defs>${gradient('bg', hsl(hue + 160, 50, 92), hsl(hue, 60, 80), true)}</defs><rect width="1200" height="800" fill="url(#bg)"/>${bands.join('')}`;
};

const SCENES = [hills, bubbles, skyline, waves];

function svg(width: number, height: number, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );
}

/** A 1200×800 landscape picture for statements and events. */
export function sceneSvg(random: Random): Buffer {
  const scene = pick(random, SCENES);
  return svg(1200, 800, scene(random, random() * 360));
}

/** A 400×400 head-and-shoulders silhouette on a coloured circle. */
export function avatarSvg(random: Random): Buffer {
  const hue = random() * 360;
  return svg(
    400,
    400,
    `<defs><clipPath id="c"><circle cx="200" cy="200" r="200"/></clipPath></defs>` +
      `<g clip-path="url(#c)"><rect width="400" height="400" fill="${hsl(hue, 60, 62)}"/>` +
      `<circle cx="200" cy="160" r="78" fill="${hsl(hue, 40, 92)}"/>` +
      `<ellipse cx="200" cy="390" rx="150" ry="135" fill="${hsl(hue, 40, 92)}"/></g>`,
  );
}

const EMBLEMS = [
  (colour: string) => `<polygon points="200,105 290,265 110,265" fill="${colour}"/>`,
  (colour: string) =>
    `<circle cx="200" cy="200" r="70" fill="none" stroke="${colour}" stroke-width="30"/>`,
  (colour: string) =>
    `<rect x="135" y="135" width="130" height="130" transform="rotate(45 200 200)" fill="${colour}"/>`,
  (colour: string) =>
    `<path d="M200 110 C 290 150 290 250 200 290 C 110 250 110 150 200 110 Z" fill="${colour}"/>`,
];

/** A 400×400 company logo: an emblem inside a coloured circle. */
export function logoSvg(random: Random): Buffer {
  const hue = random() * 360;
  const emblem = pick(random, EMBLEMS);
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="#ffffff"/><circle cx="200" cy="200" r="170" fill="${hsl(hue, 65, 48)}"/>` +
      emblem(hsl(hue + 40, 80, 92)),
  );
}

/** Rasterises to PNG, the format a browser upload would have; fast compression, it never leaves memory. */
export const renderPng = (svgSource: Buffer) =>
  sharp(svgSource).png({ compressionLevel: 1 }).toBuffer();

/** What to draw, in the order the seed consumes it: avatars, each event's image and logo, statement images. */
export function pictureJobs(
  random: Random,
  counts: { avatars: number; events: number; statements: number[] },
) {
  return [
    ...Array.from({ length: counts.avatars }, () => ({
      svg: avatarSvg(random),
      folder: 'avatars',
    })),
    ...Array.from({ length: counts.events }).flatMap(() => [
      { svg: sceneSvg(random), folder: 'events' },
      { svg: logoSvg(random), folder: 'events' },
    ]),
    ...counts.statements.flatMap((imageCount) =>
      Array.from({ length: imageCount }, () => ({ svg: sceneSvg(random), folder: 'statements' })),
    ),
  ];
}

/** Renders and stores every picture; `stored` collects each file as soon as it exists, for cleanup. */
export async function storePictures(
  storage: Storage,
  jobs: { svg: Buffer; folder: string }[],
  stored: StoredImage[],
) {
  const results = await Promise.allSettled(
    jobs.map(async ({ svg, folder }) => {
      const image = await storeImage(storage, await renderPng(svg), { folder });
      stored.push(image);
      return image;
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}
