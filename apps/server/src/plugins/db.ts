import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The same database for the guests' shared answers (db/query-lane.ts). */
    sharedDb: Database;
  }
}

/** Makes the database handles (opened by the caller, who also closes them) available to routes. */
export const dbPlugin = fp<{ db: Database; sharedDb: Database | undefined }>(
  async (app, { db, sharedDb }) => {
    app.decorate('db', db);
    app.decorate('sharedDb', sharedDb ?? db);
  },
  { name: 'db' },
);
