import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Open311Errors, Open311Request, Open311Service } from '@iagree/contract';
import { departments, statementImages, statements } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createStatementRow, createUser, type TestUser } from '../../test/factories.ts';
import { fieldsOf, parseXml } from '../../test/xml.ts';

let ctx: TestContext;
let author: TestUser;

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

beforeAll(async () => {
  ctx = await buildTestApp();
  author = await createUser(ctx.db, { name: '書いた人' });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/open311/v2${url}`, headers });

async function requests(query: string): Promise<Open311Request[]> {
  const res = await get(`/requests.json${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Open311Request[]>();
}
const idsOf = (list: Open311Request[]) => list.map((request) => request.service_request_id);

/** A refusal in GeoReport v2's JSON error format: its one error's code and description. */
async function refusal(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, headers);
  const [error, ...more] = res.json<Open311Errors>();
  expect(more).toEqual([]);
  expect(error?.code).toBe(res.statusCode);
  return { status: res.statusCode, description: error?.description ?? '' };
}

describe('GET /open311/v2/services', () => {
  it('lists the categories as realtime services without metadata, in JSON', async () => {
    const res = await get('/services.json?language=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const list = res.json<Open311Service[]>();
    expect(list).toHaveLength(12);
    expect(list[0]).toEqual({
      service_code: 'environment',
      service_name: 'Environment',
      description: 'Statements (requests and wishes) about Environment',
      metadata: false,
      type: 'realtime',
      keywords: '環境・ごみ, Environment',
      group: '',
    });
    const ja = (await get('/services.json')).json<Open311Service[]>();
    expect(ja[0]?.service_name).toBe('環境・ごみ');
  });

  it('says the same in well-formed XML with the specification’s element names', async () => {
    const res = await get('/services.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { root, encoding } = parseXml(res.body);
    expect(encoding?.toLowerCase()).toBe('utf-8');
    expect(root.name).toBe('services');
    expect(root.children).toHaveLength(12);
    expect(root.children[0]?.name).toBe('service');
    expect(fieldsOf(root.children[11]!)).toEqual({
      service_code: 'other',
      service_name: 'その他',
      description: '「その他」に関する声（要望・意見）',
      metadata: 'false',
      type: 'realtime',
      keywords: 'その他, Other',
      group: '',
    });
  });
});

describe('GET /open311/v2/requests', () => {
  it('maps a statement onto a request: status, answer, service, place and first photo', async () => {
    const statement = await createStatementRow(ctx.db, author.id, {
      title: '街灯が切れています',
      description: '夜道が暗いです。',
      categories: [2, 3],
      status: 'in_progress',
      answer: '業者に修理を依頼しました。',
      answeredAt: new Date(),
      latitude: 35.0116,
      longitude: 135.7681,
      address: '京都市中京区',
    });
    await ctx.db.insert(statementImages).values(
      [1, 0].map((position) => ({
        statementId: statement.id,
        position,
        key: `statements/photo-${position}.webp`,
        thumbKey: `statements/photo-${position}-thumb.webp`,
        width: 1280,
        height: 960,
      })),
    );
    const [request] = await requests(`?service_request_id=${statement.id}`);
    expect(request).toEqual({
      service_request_id: statement.id,
      status: 'open',
      status_notes: '業者に修理を依頼しました。',
      service_name: '防犯・防災',
      service_code: 'safety',
      description: '街灯が切れています: 夜道が暗いです。',
      agency_responsible: '',
      requested_datetime: w3c(statement.createdAt),
      updated_datetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      address: '京都市中京区',
      lat: 35.0116,
      long: 135.7681,
      media_url: 'http://iagree.test/media/statements/photo-0.webp',
    });
    expect(JSON.stringify(request)).not.toContain('書いた人');
  });

  it('names the department in charge as the agency responsible', async () => {
    const [department] = await ctx.db
      .insert(departments)
      .values({ name: '道路管理課' })
      .returning({ id: departments.id });
    const statement = await createStatementRow(ctx.db, author.id, {
      departmentId: department!.id,
    });
    const [request] = await requests(`?service_request_id=${statement.id}`);
    expect(request?.agency_responsible).toBe('道路管理課');
    const xml = parseXml(
      (await ctx.app.inject({ url: `/open311/v2/requests/${statement.id}.xml` })).body,
    );
    expect(JSON.stringify(xml)).toContain('道路管理課');
  });

  it('calls done and declined closed, the rest open; without place or photo those fields are absent', async () => {
    const done = await createStatementRow(ctx.db, author.id, { status: 'done' });
    const declined = await createStatementRow(ctx.db, author.id, { status: 'declined' });
    const review = await createStatementRow(ctx.db, author.id, { status: 'under_review' });
    const list = await requests(`?service_request_id=${done.id},${declined.id},${review.id}`);
    const byId = new Map(list.map((request) => [request.service_request_id, request]));
    expect(byId.get(done.id)?.status).toBe('closed');
    expect(byId.get(declined.id)?.status).toBe('closed');
    expect(byId.get(review.id)?.status).toBe('open');
    expect(byId.get(review.id)).toMatchObject({
      status_notes: '',
      // Without a master category a statement is the "other" service.
      service_code: 'other',
      service_name: 'その他',
    });
    for (const field of ['address', 'lat', 'long', 'media_url']) {
      expect(byId.get(review.id)).not.toHaveProperty(field);
    }
  });

  it('by default answers the last 90 days, newest first, never a hidden statement', async () => {
    const old = await createStatementRow(ctx.db, author.id, { createdAt: daysAgo(91) });
    const recent = await createStatementRow(ctx.db, author.id, { createdAt: daysAgo(89) });
    const latest = await createStatementRow(ctx.db, author.id);
    const hidden = await createStatementRow(ctx.db, author.id, {
      hiddenAt: new Date(),
      hiddenReason: 'moderator',
    });
    const ids = idsOf(await requests(''));
    expect(ids).toContain(recent.id);
    expect(ids.indexOf(latest.id)).toBeLessThan(ids.indexOf(recent.id));
    expect(ids).not.toContain(old.id);
    expect(ids).not.toContain(hidden.id);
    // Asked by id, a hidden statement is still not there; an old one is (the id overrides the window).
    expect(idsOf(await requests(`?service_request_id=${hidden.id},${old.id}`))).toEqual([old.id]);
  });

  it('filters by start_date and end_date, 90 days from or up to one given alone', async () => {
    const at = (iso: string) => createStatementRow(ctx.db, author.id, { createdAt: new Date(iso) });
    const january = await at('2025-01-15T00:00:00Z');
    const march = await at('2025-03-20T00:00:00Z');
    const june = await at('2025-06-01T00:00:00Z');
    expect(
      idsOf(await requests('?start_date=2025-01-01T00:00:00Z&end_date=2025-02-01T00:00:00Z')),
    ).toEqual([january.id]);
    // An offset is a time zone like Z: 09:00 in Tokyo is midnight UTC.
    expect(
      idsOf(
        await requests(
          '?start_date=2025-03-20T09:00:00%2B09:00&end_date=2025-03-20T09:00:00%2B09:00',
        ),
      ),
    ).toEqual([march.id]);
    expect(idsOf(await requests('?start_date=2025-01-01T00:00:00Z'))).toEqual([
      march.id,
      january.id,
    ]);
    expect(idsOf(await requests('?end_date=2025-06-02T00:00:00Z'))).toEqual([june.id, march.id]);
  });

  it('filters by service_code and status (comma lists); other takes statements without a category', async () => {
    const window = '&start_date=2024-05-01T00:00:00Z&end_date=2024-05-31T00:00:00Z';
    const make = (values: Parameters<typeof createStatementRow>[2]) =>
      createStatementRow(ctx.db, author.id, {
        createdAt: new Date('2024-05-10T00:00:00Z'),
        ...values,
      });
    const roads = await make({ categories: [3] });
    const roadsAndParks = await make({ categories: [3, 11], status: 'done' });
    const parks = await make({ categories: [11], status: 'declined' });
    const none = await make({});
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    const ids = async (query: string) => sorted(idsOf(await requests(`?${query}${window}`)));

    expect(await ids('service_code=transport')).toEqual(sorted([roads.id, roadsAndParks.id]));
    expect(await ids('service_code=parks,%20other')).toEqual(
      sorted([roadsAndParks.id, parks.id, none.id]),
    );
    expect(await ids('status=closed')).toEqual(sorted([roadsAndParks.id, parks.id]));
    expect(await ids('status=open')).toEqual(sorted([roads.id, none.id]));
    expect(await ids('status=open,closed&service_code=parks')).toEqual(
      sorted([roadsAndParks.id, parks.id]),
    );
    // An empty filter is no filter.
    expect(await ids('status=&service_code=')).toHaveLength(4);
  });

  it('answers at most 1,000 requests, the newest', async () => {
    const base = new Date('2023-02-01T00:00:00Z').getTime();
    const rows = Array.from({ length: 1005 }, (_, i) => ({
      userId: author.id,
      title: `多数${i}`,
      description: '上限の確認',
      createdAt: new Date(base + i * 60_000),
    }));
    const inserted = await ctx.db.insert(statements).values(rows).returning({ id: statements.id });
    const list = await requests('?start_date=2023-01-15T00:00:00Z&end_date=2023-03-01T00:00:00Z');
    expect(list).toHaveLength(1000);
    expect(list[0]?.service_request_id).toBe(inserted.at(-1)?.id);
    expect(list.at(-1)?.service_request_id).toBe(inserted[5]?.id);
  });

  it('escapes text in well-formed XML and leaves out absent elements', async () => {
    const statement = await createStatementRow(ctx.db, author.id, {
      title: '<b>"A&B"</b>',
      description: "it's ]]> here",
    });
    const res = await get(`/requests.xml?service_request_id=${statement.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { root } = parseXml(res.body);
    expect(root.name).toBe('service_requests');
    expect(root.children.map((child) => child.name)).toEqual(['request']);
    const fields = fieldsOf(root.children[0]!);
    expect(fields).toMatchObject({
      service_request_id: String(statement.id),
      status: 'open',
      status_notes: '',
      service_code: 'other',
      description: `<b>"A&B"</b>: it's ]]> here`,
    });
    expect(Object.keys(fields)).not.toContain('lat');
  });

  it('answers 304 to the ETag of an unchanged answer', async () => {
    const first = await get('/services.json');
    expect(first.headers['cache-control']).toBe('public, max-age=60, s-maxage=60');
    const again = await get('/services.json', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('refuses bad parameters with 400 in the specification’s error format, in the caller’s language', async () => {
    const date = await refusal('/requests.json?start_date=2025-01-01');
    expect(date.status).toBe(400);
    expect(date.description).toContain('start_date: 日時はタイムゾーン付きで指定してください');
    const english = await refusal('/requests.json?start_date=yesterday', {
      'x-client-locale': 'en',
    });
    expect(english.description).toBe(
      'Please check the highlighted fields. start_date: Enter a date and time with its time zone, e.g. 2026-01-01T00:00:00Z or 2026-01-01T09:00:00+09:00',
    );
    const span = await refusal(
      '/requests.json?start_date=2025-01-01T00:00:00Z&end_date=2025-06-01T00:00:00Z&language=en',
    );
    expect(span).toEqual({
      status: 400,
      description:
        'start_date to end_date may span at most 90 days; the open data files hold every statement.',
    });
    const reversed = await refusal(
      '/requests.json?start_date=2025-02-01T00:00:00Z&end_date=2025-01-01T00:00:00Z&language=en',
    );
    expect(reversed.description).toBe('end_date must not be before start_date.');
    const service = await refusal('/requests.json?service_code=roads,parks,potholes&language=en');
    expect(service).toEqual({
      status: 400,
      description: 'Unknown service_code: roads, potholes. services lists them.',
    });
    expect((await refusal('/requests.json?status=pending')).status).toBe(400);
    expect((await refusal('/requests.json?service_request_id=1,x')).status).toBe(400);
    expect((await refusal('/requests.json?service_code=DROP%20TABLE')).status).toBe(400);
    // Ids PostgreSQL cannot hold are refused before they reach it.
    expect((await refusal('/requests.json?service_request_id=2147483648')).status).toBe(400);
    expect((await refusal('/requests/2147483648.json')).status).toBe(400);
  });

  it('answers a window at the edges of time (empty) instead of failing on it', async () => {
    for (const query of [
      '?start_date=0000-01-01T00:00:00Z',
      '?end_date=0001-01-01T00:00:00Z',
      '?start_date=9999-12-01T00:00:00Z',
      '?start_date=9999-12-31T23:59:59-12:00&end_date=9999-12-31T23:59:59-12:00',
    ]) {
      expect(await requests(query)).toEqual([]);
    }
  });

  it('refuses in XML on an XML route', async () => {
    const res = await get('/requests.xml?status=pending&language=en');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { root } = parseXml(res.body);
    expect(root.name).toBe('errors');
    expect(root.children.map((child) => child.name)).toEqual(['error']);
    expect(fieldsOf(root.children[0]!)).toEqual({
      code: '400',
      description:
        'Please check the highlighted fields. status.0: Use open or closed, several separated by commas',
    });
  });
});

describe('the OpenAPI document', () => {
  it('lists every Open311 call, so the fuzz test reaches them', async () => {
    const { paths } = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    for (const format of ['json', 'xml']) {
      for (const path of ['/services', '/requests', '/requests/{id}']) {
        expect(Object.keys(paths)).toContain(`/open311/v2${path}.${format}`);
      }
    }
  });
});

describe('GET /open311/v2/requests/{id}', () => {
  it('answers the one request as a list of one, in JSON and XML', async () => {
    const statement = await createStatementRow(ctx.db, author.id, { categories: [4] });
    const json = await get(`/requests/${statement.id}.json`);
    expect(json.statusCode).toBe(200);
    expect(idsOf(json.json())).toEqual([statement.id]);
    const { root } = parseXml((await get(`/requests/${statement.id}.xml`)).body);
    expect(root.name).toBe('service_requests');
    expect(fieldsOf(root.children[0]!)).toMatchObject({
      service_request_id: String(statement.id),
      service_code: 'childcare',
    });
  });

  it('answers 404 for a hidden or unknown statement, 400 for a bad id', async () => {
    const statement = await createStatementRow(ctx.db, author.id);
    await ctx.db
      .update(statements)
      .set({ hiddenAt: new Date(), hiddenReason: 'reports' })
      .where(eq(statements.id, statement.id));
    expect(await refusal(`/requests/${statement.id}.json?language=en`)).toEqual({
      status: 404,
      description: 'There is no request with this id.',
    });
    expect((await refusal('/requests/999999.json')).status).toBe(404);
    expect((await refusal('/requests/abc.json')).status).toBe(400);
    const xml = await get(`/requests/${statement.id}.xml`);
    expect(xml.statusCode).toBe(404);
    expect(parseXml(xml.body).root.name).toBe('errors');
  });

  it('answers 404 to any other path and 405 to a write, in the error format', async () => {
    expect((await refusal('/discovery.json')).status).toBe(404);
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/open311/v2/requests.json',
      payload: { service_code: 'other' },
    });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(post.json<Open311Errors>()[0]?.code).toBe(405);
  });
});
