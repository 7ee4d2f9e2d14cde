import type { healthSchemas } from '../routes/health.ts';
import { calls } from './call.ts';

/** What a load balancer asks (operations, not the web). */
export const healthCalls = calls<typeof healthSchemas>({
  alive: 'GET /api/health',
  ready: 'GET /api/ready',
});
