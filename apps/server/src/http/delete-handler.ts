import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CurrentUser } from '@iagree/contract';
import type { Storage } from '../adapters/storage.ts';
import type { Database } from '../db/client.ts';
import { type Localized, translate } from '../i18n/localized.ts';
import { currentUser } from '../plugins/auth.ts';

interface Deletion<Row> {
  /** Loads resource `id` if `user` may delete it; 404 or 403 otherwise. */
  authorize: (db: Database, id: number, user: CurrentUser) => Promise<Row>;
  /** Deletes it with everything that goes with it, files included. */
  remove: (db: Database, storage: Storage, row: Row) => Promise<void>;
  /** What the caller reads afterwards. */
  done: Localized;
}

/** What the handler reads of a request whose params schema is `idParamSchema`. */
type DeleteRequest = Pick<FastifyRequest, 'user' | 'locale'> & { params: { id: number } };

/** The handler of a call that deletes resource `:id` and answers `{ message }`. */
export function deleteHandler<Row>(
  app: FastifyInstance,
  { authorize, remove, done }: Deletion<Row>,
) {
  return async (request: DeleteRequest) => {
    const row = await authorize(app.db, request.params.id, currentUser(request));
    await remove(app.db, app.storage, row);
    return { message: translate(done, request.locale) };
  };
}
