import type {
  categorySchemas,
  configSchemas,
  contactSchemas,
  geoSchemas,
  userSchemas,
} from '../routes/site.ts';
import { calls } from './call.ts';

export const configCalls = calls<typeof configSchemas>({ get: 'GET /api/config' });

export const categoryCalls = calls<typeof categorySchemas>({ list: 'GET /api/mcategories' });

export const contactCalls = calls<typeof contactSchemas>({ send: 'POST /api/contact' });

export const userCalls = calls<typeof userSchemas>({ profile: 'GET /api/users/:id' });

export const geoCalls = calls<typeof geoSchemas>({
  search: 'GET /api/geo/search',
  reverse: 'GET /api/geo/reverse',
});
