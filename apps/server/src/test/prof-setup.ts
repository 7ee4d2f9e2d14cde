import { Session } from 'node:inspector/promises';
import { writeFileSync, mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
const g = globalThis as { __prof?: Session };
beforeAll(async () => {
  if (!g.__prof) { g.__prof = new Session(); g.__prof.connect(); await g.__prof.post('Profiler.enable'); await g.__prof.post('Profiler.setSamplingInterval', { interval: 1000 }); }
  await g.__prof.post('Profiler.start');
});
afterAll(async () => {
  const { profile } = await g.__prof!.post('Profiler.stop');
  mkdirSync('/tmp/fprof', { recursive: true });
  const name = (expect.getState().testPath ?? 'x').split('/src/').pop()!.replaceAll('/', '_');
  writeFileSync(`/tmp/fprof/${name}.cpuprofile`, JSON.stringify(profile));
});
