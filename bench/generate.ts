import { min, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { readingOf } from '../apps/server/src/adapters/reading.ts';
import { users } from '../apps/server/src/db/schema.ts';

/** Where people post: metro centres with their spread (degrees) and share of the statements. */
const METROS = [
  { name: 'Tokyo', lat: 35.68, lng: 139.76, spread: 0.12, share: 0.3 },
  { name: 'Osaka', lat: 34.69, lng: 135.5, spread: 0.1, share: 0.12 },
  { name: 'Nagoya', lat: 35.18, lng: 136.91, spread: 0.08, share: 0.06 },
  { name: 'Sapporo', lat: 43.06, lng: 141.35, spread: 0.06, share: 0.04 },
  { name: 'Fukuoka', lat: 33.59, lng: 130.4, spread: 0.06, share: 0.04 },
  { name: 'Sendai', lat: 38.27, lng: 140.87, spread: 0.05, share: 0.02 },
  { name: 'Hiroshima', lat: 34.39, lng: 132.46, spread: 0.05, share: 0.02 },
];
/** The rest is spread over Japan's box (sea included: the map does not care). */
const JAPAN = { south: 31, north: 45.5, west: 129.5, east: 145.8 };
const USERS = 2000;
/** How often each master category (ids 1–12 of reference-data.ts) is drawn: `other` is rare. */
const CATEGORIES = [0.2, 0.14, 0.2, 0.08, 0.06, 0.06, 0.05, 0.05, 0.06, 0.04, 0.05, 0.01].map(
  (share, index) => ({ id: index + 1, share }),
);
const WITH_CATEGORY = 0.9;
const WITH_SECOND = 0.15;

/**
 * The words of the generated statements: a few very common ones (each in about one statement
 * in twenty), a general vocabulary, rare ones (about one in two thousand) and some English.
 */
const COMMON_WORDS = ['公園', '道路', '自転車'];
const COMMON_SHARE = 0.01;
const RARE_WORDS = ['駐輪', '噴水', '点字', '砂場'];
const RARE_SHARE = 0.0001;
const ENGLISH_WORDS = ['Wi-Fi', 'AED', 'bus stop', 'Park', 'LED', 'EV charger'];
const ENGLISH_SHARE = 0.01;
const WORDS = [
  '歩道',
  '信号',
  '駅前',
  'ゴミ',
  '街灯',
  'バス停',
  '学校',
  '図書館',
  '子ども',
  'ベンチ',
  'トイレ',
  '横断歩道',
  '商店街',
  '河川敷',
  '緑地',
  '駐車場',
  '保育園',
  '公民館',
  '交差点',
  '坂道',
  '踏切',
  '歩道橋',
  '花壇',
  '並木',
  '防犯灯',
  '掲示板',
  '避難所',
  '給水所',
  '児童館',
  '体育館',
  'プール',
  '運動場',
  '遊具',
  '散歩道',
  '通学路',
  '市役所',
  '病院',
  '高齢者',
  '車いす',
  'ベビーカー',
  '観光客',
  '外国人',
  '地域',
  '住民',
  '町内会',
  '夜道',
  '雨の日',
  '雪道',
  '夏祭り',
  '花火',
  '桜並木',
  '川沿い',
  '海岸',
  '港',
  '空き家',
  '空き地',
  '畑',
  '農道',
  '森',
  '山道',
  '橋',
  'トンネル',
  '地下道',
  '屋根',
  '日陰',
  '水飲み場',
  '自動販売機',
  '案内板',
  '点検',
  '清掃',
  '騒音',
  '渋滞',
  '段差',
  '照明',
  '植木',
];
/** Every word a statement may hold: what people search for (bench/crowd.ts). */
export const SEARCH_WORDS = [...COMMON_WORDS, ...RARE_WORDS, ...ENGLISH_WORDS, ...WORDS];
const VERBS = [
  'を増やしてほしい',
  'を直してほしい',
  'をきれいにしてほしい',
  'を広げてほしい',
  'を明るくしてほしい',
  'を安全にしてほしい',
  'を作ってほしい',
  'を整備してほしい',
];
const STATES = [
  'が足りません',
  'が壊れています',
  'が暗くて危ないです',
  'が狭くて通れません',
  'が汚れています',
  'がいつも混んでいます',
  'がありません',
  'が古くなっています',
];

const textArray = (items: string[]) =>
  sql`ARRAY[${sql.join(
    items.map((item) => sql`${item}::text`),
    sql`, `,
  )}]`;

/** Each text's reading, or a space where it has none (Latin letters), as readingOf spaces them. */
const readingsOf = (texts: string[]) =>
  Promise.all(texts.map(async (text) => (await readingOf(text)) || ' '));

const COMMON_END = COMMON_SHARE * COMMON_WORDS.length;
const RARE_END = COMMON_END + RARE_SHARE * RARE_WORDS.length;
const ENGLISH_END = RARE_END + ENGLISH_SHARE;

/**
 * SQL for the place in SEARCH_WORDS of one word drawn anew at each row: common, rare, English
 * or from the vocabulary. A place rather than the word, so that a text and its reading are
 * made of the same draws.
 */
const wordAt = () => sql`(SELECT CASE
    WHEN r < ${COMMON_END} THEN 1 + floor(r / ${COMMON_SHARE})::int
    WHEN r < ${RARE_END}
      THEN ${COMMON_WORDS.length + 1} + floor((r - ${COMMON_END}) / ${RARE_SHARE})::int
    WHEN r < ${ENGLISH_END}
      THEN ${COMMON_WORDS.length + RARE_WORDS.length + 1} + floor(random() * ${ENGLISH_WORDS.length})::int
    ELSE ${COMMON_WORDS.length + RARE_WORDS.length + ENGLISH_WORDS.length + 1} + floor(random() * ${WORDS.length})::int END
  FROM (SELECT random() + 0 * n AS r) AS draw)`;
const pickAt = (items: string[]) => sql`1 + floor(random() * ${items.length} + 0 * n)::int`;

/** A VALUES list of `items`, each with its cumulative share [lo, hi) of a uniform draw. */
function cumulative<T extends { share: number }>(items: T[], columns: (item: T) => SQL) {
  let lo = 0;
  const rows = items.map((item) => {
    const row = sql`(${columns(item)}, ${lo}::float8, ${lo + item.share}::float8)`;
    lo += item.share;
    return row;
  });
  return sql.join(rows, sql`, `);
}

/** The metros, then Japan at large for the rest of the draw (its range reaches past 1). */
const metroTable = () =>
  cumulative(
    [...METROS, { name: '日本', lat: null, lng: null, spread: null, share: 1 }],
    (metro) =>
      sql`${metro.name}, ${metro.lat}::float8, ${metro.lng}::float8, ${metro.spread}::float8`,
  );

/**
 * Gives 90 % of the statements a master category and 15 % a second one, drawn by
 * CATEGORIES independently of their counts and dates — the ranked list's category filter
 * then finds its rows spread evenly over every sort order.
 */
async function generateCategories(db: Database): Promise<void> {
  const table = cumulative(CATEGORIES, (category) => sql`${category.id}::int`);
  await db.execute(sql`
    WITH shares (id, lo, hi) AS (VALUES ${table}),
    draws AS (SELECT id, random() AS first, random() AS second, random() AS how FROM statements)
    INSERT INTO statement_categories (statement_id, category_id)
    SELECT d.id, s.id FROM draws d JOIN shares s ON d.first >= s.lo AND d.first < s.hi
    WHERE d.how < ${WITH_CATEGORY}
    UNION
    SELECT d.id, s.id FROM draws d JOIN shares s ON d.second >= s.lo AND d.second < s.hi
    WHERE d.how < ${WITH_SECOND}`);
}

/** Agrees and comments of the last ten days, for the trending sort: recent statements draw more. */
const RECENT_AGREES = 100_000;
const RECENT_COMMENTS = 20_000;

async function generateActivity(db: Database, total: number): Promise<void> {
  const [first] = await db.select({ id: min(users.id) }).from(users);
  const statement = sql`(SELECT max(id) FROM statements) - floor((${total} - 1) * power(random(), 3))::int`;
  const lately = sql`now() - interval '10 days' * random()`;
  await db.execute(sql`
    INSERT INTO agrees (user_id, statement_id, created_at)
    SELECT ${first?.id ?? 1} + floor(random() * ${USERS})::int + 0 * n, ${statement}, ${lately}
    FROM generate_series(1, ${RECENT_AGREES}) AS n
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO statement_comments (statement_id, user_id, comment, created_at)
    SELECT ${statement} + 0 * n, ${first?.id ?? 1} + floor(random() * ${USERS})::int, 'わたしもそう思います', ${lately}
    FROM generate_series(1, ${RECENT_COMMENTS}) AS n`);
}

/**
 * Inserts `total` statements in one INSERT … SELECT over generate_series: metro statements
 * normally spread around their centre (Box–Muller), the rest uniform over Japan. They are
 * created over three years in id order, as real posts are, so recent ones sit together on disk.
 */
export async function generateStatements(db: Database, total: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO users (name, email, activated_at)
    SELECT 'bench ' || n, 'bench-' || n || '@example.test', now()
    FROM generate_series(1, ${USERS}) AS n`);
  const [first] = await db.select({ id: min(users.id) }).from(users);
  // Row by row the map-cell trigger would do fourteen upserts per statement: rebuild once after.
  await db.execute(sql`ALTER TABLE statements DISABLE TRIGGER statements_map_cells`);
  // A GIN index is built much faster at once than row by row (migration search's definition).
  await db.execute(sql`DROP INDEX statements_search_idx`);
  await db.execute(sql`DROP INDEX statements_title_search_idx`);
  const gaussian = sql`sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())`;
  const word = (place: number) => sql`(${textArray(SEARCH_WORDS)})[w[${place}]]`;
  const spoken = await readingsOf(SEARCH_WORDS);
  const reading = (place: number) => sql`(${textArray(spoken)})[w[${place}]]`;
  const [verbs, states] = [textArray(VERBS), textArray(STATES)];
  const [verbReadings, stateReadings] = [
    textArray(await readingsOf(VERBS)),
    textArray(await readingsOf(STATES)),
  ];
  const [no, to, ending] = await readingsOf(['の', 'と', 'のことも考えてください']);
  // Readings as the server's analyser would write them (decision 027): made here from the same
  // draws, else the server would read a million rows at its first start, amid the benchmarks.
  const spaced = (text: SQL) => sql`trim(regexp_replace(${text}, '\s+', ' ', 'g'))`;
  await db.execute(sql`
    WITH metros (name, lat, lng, spread, lo, hi) AS (VALUES ${metroTable()}),
    draws AS (
      SELECT n, random() AS pick,
             now() - interval '3 years' * (1 - n::float8 / ${total}) AS created_at,
             ARRAY[${sql.join(
               Array.from({ length: 7 }, () => wordAt()),
               sql`, `,
             )}] AS w,
             ${pickAt(VERBS)} AS v1, ${pickAt(VERBS)} AS v2, ${pickAt(STATES)} AS s
      FROM generate_series(1, ${total}) AS n
    ),
    texts AS (
      SELECT n, pick, created_at,
             ${word(1)} || 'の' || ${word(2)} || (${verbs})[v1] AS title,
             ${spaced(sql`${reading(1)} || ${no} || ${reading(2)} || (${verbReadings})[v1]`)} AS title_reading,
             ${word(3)} || (${states})[s] || '。' || ${word(4)} || 'の' || ${word(5)}
               || (${verbs})[v2] || '。' || ${word(6)} || 'と' || ${word(7)} || 'のことも考えてください（' || n || '）。'
               AS description,
             ${spaced(sql`${reading(3)} || (${stateReadings})[s] || ' ' || ${reading(4)} || ${no} || ${reading(5)}
               || (${verbReadings})[v2] || ' ' || ${reading(6)} || ${to} || ${reading(7)} || ${ending}`)}
               AS description_reading
      FROM draws
    )
    INSERT INTO statements
      (user_id, title, description, title_reading, description_reading, address, latitude, longitude,
       agree_count, comment_count, created_at)
    SELECT ${first?.id ?? 1} + (d.n % ${USERS}), d.title, d.description, d.title_reading,
           d.description_reading, m.name,
           CASE WHEN m.spread IS NULL THEN ${JAPAN.south} + random() * ${JAPAN.north - JAPAN.south}
                ELSE least(90, greatest(-90, m.lat + m.spread * ${gaussian})) END,
           CASE WHEN m.spread IS NULL THEN ${JAPAN.west} + random() * ${JAPAN.east - JAPAN.west}
                ELSE m.lng + m.spread * ${gaussian} END,
           (random() * 50)::int, (random() * 10)::int, d.created_at
    FROM texts d JOIN metros m ON d.pick >= m.lo AND d.pick < m.hi
    ORDER BY d.n`);
  await db.execute(sql`ALTER TABLE statements ENABLE TRIGGER statements_map_cells`);
  await db.execute(sql`SELECT statement_map_cells_rebuild()`);
  await db.execute(
    sql`CREATE INDEX statements_search_idx ON statements USING gin (search_vector) WHERE hidden_at IS NULL`,
  );
  await db.execute(
    sql`CREATE INDEX statements_title_search_idx ON statements USING gin (title_vector) WHERE hidden_at IS NULL`,
  );
  await generateCategories(db);
  await generateActivity(db, total);
  await db.execute(
    sql`VACUUM ANALYZE statements, statement_map_cells, statement_categories, agrees, statement_comments`,
  );
}
