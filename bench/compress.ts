/**
 * What compressing API answers costs the server: the same 5 KB JSON answer (a list page's
 * size) from a bare Fastify app and from one with the compress plugin, asked without
 * Accept-Encoding (what the throughput benchmark sends), with gzip and with br. Rounds
 * alternate so that the machine's load hits every variant alike; CPU time is the process's.
 */
import os from 'node:os';
import Fastify from 'fastify';
import { compressPlugin } from '../apps/server/src/plugins/compress.ts';

const ANSWER = {
  data: Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    title: `渋谷駅前に屋根付きの駐輪場を ${i}`,
    description: '雨の日でも自転車を停められる場所が足りません。'.repeat(4),
    agree_count: 120 - i,
    comment_count: 7,
    created_distance_time: '3日前',
    user: { id: 40 + i, name: `利用者${i}`, avatar: null },
  })),
  totalPage: 100000,
};

async function app(withCompression: boolean) {
  const instance = Fastify();
  if (withCompression) await instance.register(compressPlugin);
  instance.get('/list', async () => ANSWER);
  await instance.ready();
  return instance;
}

type Variant = { name: string; app: Awaited<ReturnType<typeof app>>; accept?: string };

export async function measureCompression(requests: number) {
  const bare = await app(false);
  const compressed = await app(true);
  const variants: Variant[] = [
    { name: 'bare, no Accept-Encoding', app: bare },
    { name: 'compress plugin, no Accept-Encoding', app: compressed },
    { name: 'compress plugin, gzip', app: compressed, accept: 'gzip' },
    { name: 'compress plugin, br (quality 4)', app: compressed, accept: 'br, gzip' },
  ];
  const totals = variants.map(() => ({ cpuMicros: 0, bytes: 0, count: 0 }));
  const rounds = 10;
  for (let round = 0; round < rounds; round++) {
    for (const [index, variant] of variants.entries()) {
      const total = totals[index] as (typeof totals)[number];
      const headers = variant.accept ? { 'accept-encoding': variant.accept } : {};
      const before = process.cpuUsage();
      for (let i = 0; i < requests / rounds; i++) {
        const res = await variant.app.inject({ method: 'GET', url: '/list', headers });
        total.bytes += res.rawPayload.length;
        total.count += 1;
      }
      const used = process.cpuUsage(before);
      total.cpuMicros += used.user + used.system;
    }
  }
  const base = totals[0] as (typeof totals)[number];
  console.table(
    variants.map((variant, index) => {
      const total = totals[index] as (typeof totals)[number];
      return {
        variant: variant.name,
        'answer bytes': Math.round(total.bytes / total.count),
        'CPU µs / request': Math.round(total.cpuMicros / total.count),
        'CPU vs bare': Number((total.cpuMicros / base.cpuMicros).toFixed(2)),
      };
    }),
  );
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  await bare.close();
  await compressed.close();
}
