import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CurrentUser } from '@iagree/contract';
import type { Storage } from '../adapters/storage.ts';
import type { Database } from '../db/client.ts';
import { type Localized, translate } from '../i18n/localized.ts';
import { currentUser } from '../plugins/auth.ts';
import { recordAction } from '../db/moderation-log.ts';

interface Deletion<Row> {
  /** Loads resource `id` if `user` may delete it; 404 or 403 otherwise. */
  authorize: (db: Database, id: number, user: CurrentUser) => Promise<Row>;
  /** Deletes it with everything that goes with it, files included. */
  remove: (db: Database, storage: Storage, row: Row) => Promise<void>;
  /** What the caller reads afterwards. */
  done: Localized;
  /** The thing as the action log names it; deleting another's thing (role 1) is logged. */
  logged: (row: Row) => { targetType: string; targetId: number; authorId: number };
}

/** What the handler reads of a request whose params schema is `idParamSchema`. */
type DeleteRequest = Pick<FastifyRequest, 'user' | 'locale'> & { params: { id: number } };

/** The handler of a call that deletes resource `:id` and answers `{ message }`. */
export function deleteHandler<Row>(
  app: FastifyInstance,
  { authorize, remove, done, logged }: Deletion<Row>,
) {
  return async (request: DeleteRequest) => {
    const user = currentUser(request);
    const row = await authorize(app.db, request.params.id, user);
    await remove(app.db, app.storage, row);
    const { targetType, targetId, authorId } = logged(row);
    if (authorId !== user.id) {
      await recordAction(app.db, user.id, {
        action: 'delete',
        targetType,
        targetId,
        details: { author_id: authorId },
      });
    }
    return { message: translate(done, request.locale) };
  };
}
