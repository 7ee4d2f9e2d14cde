import type { mapSchemas } from '../routes/map.ts';
import { calls } from './call.ts';

export const mapCalls = calls<typeof mapSchemas>({
  statements: 'GET /api/map',
  ofType: 'GET /api/map/:type',
});
