import { z } from 'zod';
import { languageQuerySchema } from './common.ts';

export const mcategorySchema = z.object({ id: z.number().int(), category: z.string() });
export type MasterCategory = z.infer<typeof mcategorySchema>;

export const mcategoriesQuerySchema = languageQuerySchema;
export const mcategoriesResponseSchema = z.object({ data: z.array(mcategorySchema) });
