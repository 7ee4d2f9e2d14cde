import { z } from 'zod';
import { localeSchema } from './common.ts';

export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: z.number().int(),
  locale: localeSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const updateLocaleBodySchema = z.object({ locale: localeSchema });
