import type { statementRoutes } from '@iagree/contract/routes';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import type { ServeOptions } from '../../http/serve.ts';
import { factsOf } from '../../i18n/format.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { listMyStatements, type MyList } from './my-lists.ts';

/** The calls of the caller's own lists are asked and answered alike, whichever list they read. */
export const myListOptions = (
  app: { db: Database; storage: Storage },
  list: MyList,
): ServeOptions<typeof statementRoutes.mine> => ({
  preHandler: requireUser,
  handler: async (request) =>
    listMyStatements(
      app.db,
      app.storage,
      currentUser(request),
      factsOf(request.locale),
      list,
      request.query,
    ),
});
