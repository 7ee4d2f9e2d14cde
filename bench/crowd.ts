/**
 * A crowd spread over the whole site (issue 27): every request of autocannon's 64 connections
 * is drawn anew from a seeded generator — 35 % list pages (offsets 0–500, every sort, a third of
 * them in a category), 25 % details of random statements, 25 % the map (a view at one of three
 * zooms anywhere in Tokyo, asked for tile by tile as the home page does — decision 042 — or as
 * one box with `--map-boxes`), 15 % keyword searches by relevance; 10 % of them signed in as one of 12 people, each
 * from one of 4,096 addresses (X-Forwarded-For, the server trusting its proxy). It runs first
 * without writes, then while those 12 people agree 20 times a second on an open-loop schedule
 * (each agree leaves when it is due, however long the earlier ones take), alternately with the
 * bare route answering a typical list page; afterwards every agreed statement's count is checked
 * against the rows, and a guest's detail against the database. Each kind's answer times (lists
 * by sort, signed-in readers apart) show which requests make the tail.
 *
 *   npm run build && npm run bench -- --only crowd --database iagree_bench_1a2b3c4d
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { COOKIES, STATEMENT_SORTS, tileBox, tilesInView } from '@iagree/contract';
import type { Database } from '../apps/server/src/db/client.ts';
import { agrees, statements, users } from '../apps/server/src/db/schema.ts';
import { mulberry32, type Random } from '../apps/server/src/db/seed/demo-images.ts';
import { createSession } from '../apps/server/src/modules/accounts/sessions/sessions.ts';
import { SEARCH_WORDS } from './generate.ts';
import {
  cpuSeconds,
  databaseBackends,
  median,
  recordAnswer,
  startBareServer,
  startBuiltServer,
  stop,
} from './http.ts';

const CONNECTIONS = 64;
const SEED = 27;
const PEOPLE = 12;
const AGREES_PER_SECOND = 20;
const SIGNED_IN = 0.1;
/** How many people the crowd is, by address (each under the per-address limits). */
const ADDRESSES = 4096;
/** Tokyo's 23 wards (west, north, east, south), where the map boxes are drawn. */
const TOKYO = { west: 139.56, north: 35.82, east: 139.92, south: 35.53 };
/** A neighbourhood, a ward and the city: the map's zoom, in a frame of 1,000 × 750 pixels. */
const MAP_ZOOMS = [17, 15, 12];
const FRAME = { width: 1000, height: 750 };
/** The bare route's page: the list as most readers see it after a scroll or two. */
const BARE_URL = '/api/statements?sortBy=created_at_desc&offset=20';

export interface CrowdOptions {
  databaseUrl: string;
  db: Database;
  /** Seconds of each autocannon run. */
  duration: number;
  /** Runs of each side and phase, alternating bare, reads only, reads with agrees. */
  rounds: number;
  profileDir?: string | undefined;
  /** Only these kinds of request, comma-separated (list, detail, map, search), in their shares. */
  kinds?: string | undefined;
  /** The map as it was asked for before decision 042: one box per view. */
  mapBoxes?: boolean | undefined;
}

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);

/** What a crowd asks for, and how often (issue 27's table). */
const KINDS = [
  { kind: 'list', share: 0.35 },
  { kind: 'detail', share: 0.25 },
  { kind: 'map', share: 0.25 },
  { kind: 'search', share: 0.15 },
] as const;
type Kind = (typeof KINDS)[number]['kind'];

/** A draw of the kinds named (all of them without `only`), in their shares of the mix. */
function kindDraw(only: string | undefined) {
  const kinds = KINDS.filter(({ kind }) => only === undefined || only.split(',').includes(kind));
  if (kinds.length === 0) throw new Error(`--match takes ${KINDS.map((k) => k.kind).join(', ')}`);
  const total = kinds.reduce((sum, { share }) => sum + share, 0);
  return (random: Random): Kind => {
    let draw = random() * total;
    for (const { kind, share } of kinds) if ((draw -= share) < 0) return kind;
    return kinds.at(-1)!.kind;
  };
}

/** A view of the map somewhere in Tokyo at one of the crowd's zooms. */
function mapView(random: Random) {
  const zoom = pick(random, MAP_ZOOMS);
  // Degrees per pixel along a parallel at this zoom (Leaflet's 256-pixel tiles); the height in
  // degrees shrinks by the latitude's cosine, as Mercator draws Tokyo.
  const perPixel = 360 / (256 * 2 ** zoom);
  const width = FRAME.width * perPixel;
  const height = FRAME.height * perPixel * Math.cos((35.7 * Math.PI) / 180);
  const west = between(random, TOKYO.west, TOKYO.east - width);
  const north = between(random, TOKYO.south + height, TOKYO.north);
  return { zoom, view: { west, east: west + width, north, south: north - height } };
}

const mapUrl = (box: Record<string, number>) =>
  `/api/map/statements?${new URLSearchParams({
    ...Object.fromEntries(Object.entries(box).map(([name, value]) => [name, String(value)])),
    range: 'all',
  })}`;

/**
 * One reader's next URL of the kind drawn. A map view asks for each of its tiles in turn (the
 * crowd's next map requests), or for its box in one request as before decision 042.
 */
function crowdUrls(random: Random, ids: { first: number; count: number }, mapBoxes: boolean) {
  const tilesDue: string[] = [];
  return (kind: Kind): string => {
    if (kind === 'list') {
      const query = new URLSearchParams({
        sortBy: pick(random, STATEMENT_SORTS),
        offset: String(Math.floor(random() * 51) * 10),
      });
      if (random() < 1 / 3) query.set('category', String(1 + Math.floor(random() * 12)));
      return `/api/statements?${query}`;
    }
    if (kind === 'detail') return `/api/statements/${ids.first + Math.floor(random() * ids.count)}`;
    if (kind === 'map') {
      if (tilesDue.length === 0) {
        const { zoom, view } = mapView(random);
        if (mapBoxes) {
          // Rounded outwards to 1e-4°, as the home page rounded a view's box.
          return mapUrl({
            top_x: Math.floor(view.west * 1e4) / 1e4,
            top_y: Math.ceil(view.north * 1e4) / 1e4,
            bottom_x: Math.ceil(view.east * 1e4) / 1e4,
            bottom_y: Math.floor(view.south * 1e4) / 1e4,
          });
        }
        tilesDue.push(...tilesInView(view, zoom).map((tile) => mapUrl({ ...tileBox(tile) })));
      }
      return tilesDue.shift()!;
    }
    // As the home page asks once a keyword is typed: by relevance.
    const keyword = pick(random, SEARCH_WORDS);
    return `/api/statements?${new URLSearchParams({ sortBy: 'relevance', keyword, offset: '0' })}`;
  };
}

interface Person {
  id: number;
  token: string;
}

/** The next `count` agrees of the schedule: a person and a statement they have not agreed to. */
async function agreesToMake(
  db: Database,
  random: Random,
  people: Person[],
  ids: { first: number; count: number },
  count: number,
) {
  const planned = new Map<string, { person: Person; statementId: number }>();
  // A kept database holds the agrees of earlier runs: draw on until `count` are new.
  while (planned.size < count) {
    const drawn = new Map<string, { person: Person; statementId: number }>();
    while (drawn.size < count - planned.size) {
      const person = people[(planned.size + drawn.size) % people.length]!;
      const statementId = ids.first + Math.floor(random() * ids.count);
      const key = `${person.id}:${statementId}`;
      if (!planned.has(key)) drawn.set(key, { person, statementId });
    }
    const existing = await db
      .select({ userId: agrees.userId, statementId: agrees.statementId })
      .from(agrees)
      .where(
        and(
          inArray(
            agrees.userId,
            people.map((p) => p.id),
          ),
          inArray(
            agrees.statementId,
            [...drawn.values()].map((a) => a.statementId),
          ),
        ),
      );
    for (const row of existing) drawn.delete(`${row.userId}:${row.statementId}`);
    for (const [key, agree] of drawn) planned.set(key, agree);
  }
  return [...planned.values()];
}

/**
 * Sends `planned` at `perSecond` from now, each when it is due whatever the earlier ones are
 * doing (an open loop); a call's time counts from when it was due, so a late timer shows.
 */
function agreeOnSchedule(
  base: string,
  planned: { person: Person; statementId: number }[],
  perSecond: number,
) {
  const start = performance.now();
  const calls: Promise<{ statementId: number; ms: number; status: number }>[] = [];
  let sent = 0;
  const send = (index: number) => {
    const { person, statementId } = planned[index]!;
    const due = start + (index * 1000) / perSecond;
    return fetch(`${base}/api/auth/agrees`, {
      method: 'POST',
      headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ statement_id: statementId }),
    }).then(
      async (res) => {
        await res.arrayBuffer();
        return { statementId, ms: performance.now() - due, status: res.status };
      },
      () => ({ statementId, ms: performance.now() - due, status: 0 }),
    );
  };
  const timer = setInterval(() => {
    const due = Math.min(
      planned.length,
      Math.floor(((performance.now() - start) * perSecond) / 1000) + 1,
    );
    while (sent < due) calls.push(send(sent++));
    if (sent === planned.length) clearInterval(timer);
  }, 5);
  return {
    /** Stops sending and waits for what was sent. */
    finish: async () => {
      clearInterval(timer);
      return Promise.all(calls);
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

export async function measureCrowd(options: CrowdOptions) {
  const { db } = options;
  const work = mkdtempSync(path.join(tmpdir(), 'iagree-bench-crowd-'));
  const [range] = await db
    .select({
      first: sql<number>`min(${statements.id})::int`,
      last: sql<number>`max(${statements.id})::int`,
      visible: sql<number>`count(*)::int`,
    })
    .from(statements)
    .where(isNull(statements.hiddenAt));
  if (!range || range.visible !== range.last - range.first + 1)
    throw new Error('the crowd draws details from an unbroken range of visible statements');
  const ids = { first: range.first, count: range.visible };
  const people: Person[] = [];
  for (const user of await db.select({ id: users.id }).from(users).orderBy(users.id).limit(PEOPLE))
    people.push({ id: user.id, token: (await createSession(db, user.id)).token });

  const reads = mulberry32(SEED);
  const kindOf = kindDraw(options.kinds);
  const urlOf = crowdUrls(reads, ids, options.mapBoxes ?? false);
  const signedIn = mulberry32(SEED + 1);
  // Each kind's answer times (a guest's and a signed-in reader's apart) in the phase now running:
  // which requests make the tail. autocannon gives every connection its own context, fresh for
  // each request (one request template), which carries the kind from setup to answer.
  let latencies = new Map<string, number[]>();
  const mix = (url: string) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration: options.duration,
      requests: [
        {
          onResponse: (_status, _body, context) => {
            const { kind, sent } = context as { kind: string; sent: number };
            const times = latencies.get(kind) ?? [];
            times.push(performance.now() - sent);
            latencies.set(kind, times);
          },
          setupRequest: (request, context) => {
            const reader = signedIn() < SIGNED_IN ? pick(signedIn, people) : undefined;
            const kind = kindOf(reads);
            // Each request comes from one of the crowd's addresses, as through the site's
            // proxy: per-address limits meet a crowd, not one machine asking for everyone.
            const address = `10.27.${Math.floor(signedIn() * ADDRESSES) >> 8}.${Math.floor(signedIn() * 256)}`;
            const path = urlOf(kind);
            // Lists by their sort: agrees reach some orders' pages and not others'.
            const label =
              kind === 'list'
                ? `list ${new URL(path, 'http://x').searchParams.get('sortBy')}`
                : kind;
            Object.assign(context, {
              kind: reader ? `${label}, signed in` : label,
              sent: performance.now(),
            });
            return {
              ...request,
              path,
              headers: {
                'x-forwarded-for': address,
                ...(reader
                  ? { cookie: `${COOKIES.accessToken}=${encodeURIComponent(reader.token)}` }
                  : {}),
              },
            };
          },
        },
      ],
    });
  const bareRun = (url: string) =>
    autocannon({ url: url + BARE_URL, connections: CONNECTIONS, duration: options.duration });

  const { server, url: iagree } = await startBuiltServer(
    options.databaseUrl,
    work,
    options.profileDir,
  );
  const started = await startBareServer(
    { [BARE_URL]: await recordAnswer(iagree + BARE_URL, {}) },
    work,
    BARE_URL,
  );
  const bare = started.bare;
  try {
    const schedule = await agreesToMake(
      db,
      mulberry32(SEED + 2),
      people,
      ids,
      Math.ceil(AGREES_PER_SECOND * options.duration * options.rounds),
    );
    const before = await countsOf(
      db,
      schedule.map((a) => a.statementId),
    );
    const iagreePids = async () => [server.pid!, ...(await databaseBackends(db))];
    const measured = async (
      run: () => Promise<autocannon.Result>,
      pids: () => Promise<number[]>,
    ) => {
      const processes = await pids();
      const cpuBefore = cpuSeconds(processes);
      const result = await run();
      return {
        rate: result.requests.average,
        p99: result.latency.p99,
        failed: result.non2xx + result.errors + result.timeouts,
        statuses: Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [
            code,
            stat?.count ?? 0,
          ]),
        ) as Record<string, number>,
        timeouts: result.timeouts,
        total: result.requests.total,
        cpuUs: ((cpuSeconds(processes) - cpuBefore) * 1e6) / Math.max(result.requests.total, 1),
      };
    };

    const loadBefore = loadavg()[0]!;
    await mix(`${iagree}`); // warm-up: plans, caches, JIT
    const runs: Record<'bare' | 'reads' | 'agrees', Awaited<ReturnType<typeof measured>>[]> = {
      bare: [],
      reads: [],
      agrees: [],
    };
    const byKind = { reads: new Map<string, number[]>(), agrees: new Map<string, number[]>() };
    const agreeResults: { statementId: number; ms: number; status: number }[] = [];
    const perRound = Math.ceil(AGREES_PER_SECOND * options.duration);
    for (let round = 0; round < options.rounds; round++) {
      runs.bare.push(
        await measured(
          () => bareRun(started.url),
          async () => [bare.pid!],
        ),
      );
      latencies = byKind.reads;
      runs.reads.push(await measured(() => mix(iagree), iagreePids));
      latencies = byKind.agrees;
      const writes = agreeOnSchedule(
        iagree,
        schedule.slice(round * perRound, (round + 1) * perRound),
        AGREES_PER_SECOND,
      );
      runs.agrees.push(await measured(() => mix(iagree), iagreePids));
      agreeResults.push(...(await writes.finish()));
      console.log({ round, load: +loadavg()[0]!.toFixed(2) });
    }

    const bareRate = Math.max(...runs.bare.map((r) => r.rate));
    const row = (name: string, list: (typeof runs)['reads']) => {
      const rate = Math.max(...list.map((r) => r.rate));
      return {
        phase: name,
        'iAgree req/s': Math.round(rate),
        'bare req/s': Math.round(bareRate),
        ratio: +(rate / bareRate).toFixed(3),
        'p99 ms': median(list.map((r) => r.p99)),
        'failed / requests': `${list.reduce((n, r) => n + r.failed, 0)} / ${list.reduce((n, r) => n + r.total, 0)}`,
        'iAgree CPU µs/req': Math.round(median(list.map((r) => r.cpuUs))),
        // Which answers the failures were: a 503 is a request that waited past the pool's bound.
        answers: Object.entries(
          list.reduce<Record<string, number>>((sum, r) => {
            for (const [code, count] of Object.entries(r.statuses))
              sum[code] = (sum[code] ?? 0) + count;
            sum.timeout = (sum.timeout ?? 0) + r.timeouts;
            return sum;
          }, {}),
        )
          .filter(([, count]) => count > 0)
          .map(([code, count]) => `${code}: ${count}`)
          .join(', '),
      };
    };
    console.table([row('reads only', runs.reads), row('reads + 20 agrees/s', runs.agrees)]);
    console.table(
      Object.entries(byKind).flatMap(([phase, kinds]) =>
        [...kinds].sort().map(([kind, times]) => ({
          phase,
          kind,
          requests: times.length,
          'p50 ms': Math.round(percentile(times, 50)),
          'p90 ms': Math.round(percentile(times, 90)),
          'p99 ms': Math.round(percentile(times, 99)),
          'max ms': Math.round(Math.max(...times)),
        })),
      ),
    );

    const sent = agreeResults.filter((r) => r.status === 200);
    const succeeded = sent.length;
    // A guest sees every write within 2 s: wait that long, then compare details with the rows.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = await countsOf(
      db,
      sent.map((a) => a.statementId),
    );
    const expected = new Map<number, number>();
    for (const { statementId } of sent)
      expected.set(statementId, (expected.get(statementId) ?? before.get(statementId)!.count) + 1);
    let wrongCounts = 0;
    let wrongGuests = 0;
    for (const [statementId, count] of expected) {
      const now = after.get(statementId)!;
      if (
        now.count !== count ||
        now.rows - before.get(statementId)!.rows !== count - before.get(statementId)!.count
      )
        wrongCounts += 1;
      const guest = (await (await fetch(`${iagree}/api/statements/${statementId}`)).json()) as {
        data: { agree_count: number };
      };
      if (guest.data.agree_count !== now.count) wrongGuests += 1;
    }
    console.log({
      agrees: `${succeeded} of ${agreeResults.length} succeeded`,
      'agree p50 ms': Math.round(
        percentile(
          agreeResults.map((r) => r.ms),
          50,
        ),
      ),
      'agree p99 ms': Math.round(
        percentile(
          agreeResults.map((r) => r.ms),
          99,
        ),
      ),
      'agree max ms': Math.round(Math.max(...agreeResults.map((r) => r.ms))),
      'statements whose count is not before + agrees': wrongCounts,
      'guest details not showing the count 2 s later': wrongGuests,
    });
    console.log(
      `${CONNECTIONS} connections, ${options.rounds} × ${options.duration} s per side and phase ` +
        `(req/s: best run; p99: median of the runs); bare: ${BARE_URL} ` +
        `(${Buffer.from((await recordAnswer(started.url + BARE_URL, {})).body, 'base64').length} bytes); ` +
        `load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after; ${new Date().toISOString()}`,
    );
  } finally {
    await stop(bare);
    await stop(server);
  }
}

/** Each statement's agree_count and its number of agree rows. */
async function countsOf(db: Database, statementIds: number[]) {
  const rows = await db
    .select({
      id: statements.id,
      count: statements.agreeCount,
      rows: sql<number>`(select count(*)::int from ${agrees} where ${eq(agrees.statementId, statements.id)})`,
    })
    .from(statements)
    .where(inArray(statements.id, statementIds));
  return new Map(rows.map((row) => [row.id, { count: row.count, rows: row.rows }]));
}
