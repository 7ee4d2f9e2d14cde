import type { JsonSchema } from './operations.ts';

export interface ValidValueContext {
  /** An id that probably names a row (the fuzz data has a few of each). */
  validId(): number;
  /** Unique per request, so e-mail addresses never meet an existing account. */
  serial: number;
  pick<T>(items: readonly T[]): T;
}

const PASSWORD = 'Fuzz-pass-7431!';

/** Values the schema alone cannot tell: the meaning of a field comes from its name. */
const BY_NAME: Record<string, (ctx: ValidValueContext) => unknown> = {
  email: (ctx) => `fuzz-${ctx.serial}@example.test`,
  password: () => PASSWORD,
  password_confirmation: () => PASSWORD,
  token: () => 'f'.repeat(43),
  start_date: () => '2026-05-01',
  end_date: () => '2026-05-02',
  categories: (ctx) => `${ctx.validId()},${ctx.validId()}`,
  // A department's categories (issue 32); its area is left to the hostile changes.
  category_ids: (ctx) => [ctx.validId(), ctx.validId()],
  area: () => '練馬区',
  removed_images: (ctx) => String(ctx.validId()),
  event_code: () => 'EVT00001',
  website: () => '',
  latitude: () => 35.68,
  longitude: () => 139.76,
  lat: () => 35.68,
  lng: () => 139.76,
  top_x: () => 139.5,
  top_y: () => 35.8,
  bottom_x: () => 139.9,
  bottom_y: () => 35.5,
  q: () => '東京',
  money: () => 1000,
  // Participatory budgeting (issue 33): a ballot's projects, the city's hashed resident codes.
  project_ids: (ctx) => [ctx.validId(), ctx.validId()],
  csv: () => `hash\n${'ab'.repeat(32)}`,
  key: () => 'statements/0b7e4a9c-2f7e-4c55-9a51-1d2f3c4b5a6d.webp',
  offset: () => 0,
  page: () => 1,
  per_page: () => 10,
  // Open311 GeoReport v2's comma lists (its dates are date-times, below).
  service_request_id: (ctx) => `${ctx.validId()},${ctx.validId()}`,
  service_code: () => 'environment,other',
  status: () => 'open,closed',
  // A consultation's vote and a moderator's verdict on a statement (issue 34).
  vote: (ctx) => ctx.pick([1, -1, 0]),
  approve: (ctx) => ctx.pick([true, false]),
};

const isIdName = (name: string) =>
  name === 'id' ||
  name.endsWith('_id') ||
  name === 'category' ||
  name === 'statement' ||
  name === 'department';

/** A value the call should accept, so that one hostile change reaches the check behind it. */
export function validValue(name: string, schema: JsonSchema, ctx: ValidValueContext): unknown {
  if (schema.enum?.length) return ctx.pick(schema.enum);
  if (schema.format === 'date-time') return '2026-05-01T00:00:00+09:00';
  const byName = BY_NAME[name];
  if (byName) return byName(ctx);
  switch (schema.type) {
    case 'integer':
      return isIdName(name) ? ctx.validId() : Math.max(schema.minimum ?? 0, 1);
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 0 ? schema.minimum : 1;
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          validValue(key, property, ctx),
        ]),
      );
    default: {
      const text = `fuzz ${name}`;
      return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length);
    }
  }
}
