import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_MAX_MARKERS, type MapStatementsResponse } from '@iagree/contract';
import { statements } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';

let ctx: TestContext;
let lonelyId: number;

/** 600 statements packed around Shibuya, 30 around Ikebukuro, one alone in Tachikawa. */
beforeAll(async () => {
  ctx = await buildTestApp();
  const user = await createUser(ctx.db);
  const around = (count: number, latitude: number, longitude: number, title: string) =>
    Array.from({ length: count }, (_, i) => ({
      userId: user.id,
      title: `${title}${i}`,
      description: '密集',
      latitude: latitude + ((i % 25) - 12) * 0.0004,
      longitude: longitude + (Math.floor(i / 25) - 12) * 0.0004,
    }));
  await ctx.db.insert(statements).values(around(600, 35.658, 139.7016, '渋谷'));
  await ctx.db.insert(statements).values(around(30, 35.7295, 139.7109, '池袋'));
  const [lonely] = await ctx.db
    .insert(statements)
    .values({
      userId: user.id,
      title: '立川',
      description: '一件',
      latitude: 35.698,
      longitude: 139.414,
    })
    .returning({ id: statements.id });
  lonelyId = lonely?.id ?? 0;
});
afterAll(() => ctx.close());

const get = async (query: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/map/statements?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MapStatementsResponse>();
};

describe('GET /api/map/statements in a dense box', () => {
  it('counts only a keyword’s matches in its clusters, more of them than markers', async () => {
    const body = await get(
      `top_x=139.3&top_y=35.9&bottom_x=139.9&bottom_y=35.5&keyword=${encodeURIComponent('渋谷')}`,
    );
    const clustered = body.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
    expect(body.clusters.length).toBeGreaterThan(0);
    expect(clustered + body.data.length).toBe(600);
    expect(body.data.map((item) => item.id)).not.toContain(lonelyId);
    for (const cluster of body.clusters) expect(cluster.latitude).toBeLessThan(35.7);
  });

  it('answers clusters for the dense cells and markers for the sparse ones', async () => {
    const body = await get('top_x=139.3&top_y=35.9&bottom_x=139.9&bottom_y=35.5');
    const clustered = body.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
    expect(clustered + body.data.length).toBe(631);
    expect(body.clusters.length).toBeGreaterThan(0);
    expect(body.data.map((item) => item.id)).toContain(lonelyId);
    expect(body.data.length + body.clusters.length).toBeLessThanOrEqual(MAP_MAX_MARKERS);
    for (const cluster of body.clusters) {
      expect(cluster.count).toBeGreaterThan(2);
      expect(cluster.latitude).toBeGreaterThan(35.5);
      expect(cluster.latitude).toBeLessThan(35.9);
      expect(cluster.longitude).toBeGreaterThan(139.3);
      expect(cluster.longitude).toBeLessThan(139.9);
    }
    // Shibuya's cluster centre is where its statements are.
    const biggest = body.clusters.toSorted((a, b) => b.count - a.count)[0];
    expect(biggest?.latitude).toBeCloseTo(35.658, 1);
    expect(biggest?.longitude).toBeCloseTo(139.7016, 1);
  });

  it('stays small however wide the box', async () => {
    const body = await get('top_x=-180&top_y=90&bottom_x=180&bottom_y=-90');
    expect(body.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + body.data.length).toBe(
      631,
    );
    expect(body.data.length + body.clusters.length).toBeLessThanOrEqual(MAP_MAX_MARKERS);
  });

  it('answers plain markers once the box holds no more than the limit', async () => {
    const body = await get('top_x=139.69&top_y=35.74&bottom_x=139.72&bottom_y=35.72');
    expect(body.clusters).toEqual([]);
    expect(body.data).toHaveLength(30);
  });

  it('counts no hidden statement in its clusters or markers, and counts it again once restored', async () => {
    const shown = async (range: string) => {
      const body = await get(`top_x=139.3&top_y=35.9&bottom_x=139.9&bottom_y=35.5&range=${range}`);
      return body.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + body.data.length;
    };
    const hide = async (hiddenAt: Date | null) => {
      await ctx.db
        .update(statements)
        .set({ hiddenAt, hiddenReason: hiddenAt ? 'moderator' : null })
        .where(sql`${statements.title} LIKE '渋谷1%' OR ${statements.id} = ${lonelyId}`);
      // Written past the API, so the guests' answers are told as a write through it would.
      await ctx.app.answerCache.bump();
    };
    await hide(new Date());
    // 渋谷1, 渋谷10…19, 渋谷100…199 and the lonely one: 112 hidden.
    expect(await shown('all')).toBe(631 - 112);
    expect(await shown('year')).toBe(631 - 112);
    const body = await get('top_x=139.3&top_y=35.9&bottom_x=139.9&bottom_y=35.5');
    expect(body.data.map((item) => item.id)).not.toContain(lonelyId);
    await hide(null);
    expect(await shown('all')).toBe(631);
    expect(await shown('year')).toBe(631);
  });
});
