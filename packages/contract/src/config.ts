import { z } from 'zod';

/** What the browser needs to know of the server's configuration. */
export const publicConfigSchema = z.object({
  appName: z.string(),
  contactEmail: z.string(),
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
  social: z.object({ facebook: z.boolean(), line: z.boolean() }),
});
