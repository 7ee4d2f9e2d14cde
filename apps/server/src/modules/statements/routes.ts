import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  isPrivileged,
  keywordTerms,
  type ListSort,
  type StatementListQuery,
  type Viewer,
} from '@iagree/contract';
import { statementRoutes } from '@iagree/contract/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { rateLimit, writeRateLimit } from '../../plugins/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { factsOf } from '../../i18n/format.ts';
import { deleteHandler } from '../../http/delete-handler.ts';
import {
  answersChanged,
  sendToGuest,
  sendToUser,
  sharedAnswer,
} from '../../plugins/shared-answers.ts';
import type { AnswerOrder } from '../../plugins/answer-reach.ts';
import type { ListMembers } from '../../plugins/list-members.ts';
import { serve } from '../../http/serve.ts';
import { statementIdsOf, withAgreeFlags } from './agree-flags.ts';
import { agreesRoutes } from './agrees/routes.ts';
import { commentsRoutes } from './comments/routes.ts';
import { followsRoutes } from './follows/routes.ts';
import { readStatementForm } from './form.ts';
import { statementMessages } from './messages.ts';
import { myListOptions } from './my-list-route.ts';
import { heldIn, listStatements, narrowsList } from './queries.ts';
import { getStatement } from './statement-details.ts';
import { readerOf } from './reader.ts';
import { readStatements } from './readings.ts';
import { similarStatements } from './similar.ts';
import { assignStatement } from './assign.ts';
import { setStatus } from './status.ts';
import {
  assertCanDelete,
  assertOwner,
  createStatement,
  deleteStatement,
  updateStatement,
} from './service.ts';

/** A statement's own calls, then those of its agrees, comments and follows. */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(agreesRoutes);
  await app.register(commentsRoutes);
  await app.register(followsRoutes);

  /** A written statement's readings (decision 027) are made after the answer has gone. */
  const readAfterAnswer = () =>
    app.background.run('search-readings', () =>
      readStatements(app.db, app.readingProcess, () => answersChanged(app)),
    );

  /**
   * How agrees move a list's statements (decision 038): by count (relevance: most agreed, after
   * the title's matches where there is a keyword), by trend, or not at all.
   */
  const orderOf = ({ sortBy, keyword }: { sortBy: ListSort; keyword?: string }) => {
    const orders: Partial<Record<ListSort, AnswerOrder>> = {
      agree_desc: 'agree_desc',
      agree_asc: 'agree_asc',
      relevance: keywordTerms(keyword).length > 0 ? 'agree_parts' : 'agree_desc',
      trending: 'trend',
    };
    return orders[sortBy];
  };

  /**
   * The guests' shared answer of a list of statements; a signed-in reader gets it with their own
   * agree flags, read in the same round trip as their session (docs/decisions/009, 015). Its
   * route must say `checksSessionItself`.
   */
  const withReadersFlags = async (
    request: FastifyRequest,
    reply: FastifyReply,
    compute: (db: Database) => Promise<unknown>,
    order?: AnswerOrder,
    held?: ListMembers,
  ) => {
    const shared = await sharedAnswer(app, request, reply, compute, order, held);
    const reader = await readerOf(app.db, request, statementIdsOf(shared), null);
    if (!reader) return sendToGuest(request, reply, shared);
    return sendToUser(reply, withAgreeFlags(shared, reader.agreed));
  };

  /** Which statements a narrowed list holds, its query read by the list's schema. */
  const heldBy: ListMembers = (query, ids) => heldIn(app.db, query as StatementListQuery, ids);

  /** The statement as `viewer` now sees it (after a write, so it exists). */
  const answer = async (request: FastifyRequest, viewer: Viewer, id: number, db = app.db) => {
    const data = await getStatement(db, app.storage, viewer, factsOf(request.locale), id);
    if (!data) throw new AppError(404, statementMessages.notFound);
    return { data };
  };

  /**
   * Text search (the list with a keyword, and `similar` as a new statement is typed) is the
   * costliest read a guest can ask for with made-up text, which no stored answer absorbs: per
   * address, far above a person typing and paging (issue 30; the e2e suite, one address, raises it).
   */
  const searchLimit = rateLimit(app, 'search', {
    by: 'ip',
    max: app.config.searchRateLimit,
    per: '1 minute',
  });

  serve(app, statementRoutes.list, {
    config: { checksSessionItself: true },
    preHandler: async (request, reply) => {
      const { keyword } = request.query as { keyword?: string };
      if (keywordTerms(keyword).length > 0) await searchLimit(request, reply);
    },
    handler: async (request, reply) =>
      withReadersFlags(
        request,
        reply,
        (db) => listStatements(db, app.storage, null, factsOf(request.locale), request.query),
        orderOf(request.query),
        narrowsList(request.query) ? heldBy : undefined,
      ),
  });

  serve(app, statementRoutes.similar, {
    config: { checksSessionItself: true },
    preHandler: searchLimit,
    handler: async (request, reply) =>
      withReadersFlags(request, reply, async (db) => ({
        data: await similarStatements(db, request.query.title, request.query.description),
      })),
  });

  serve(app, statementRoutes.detail, {
    config: { checksSessionItself: true },
    handler: async (request, reply) => {
      const { id } = request.params;
      const reader = await readerOf(app.db, request, [id], id);
      // Role 1, and the author of something hidden in it, see more than a guest (decision 013).
      if (reader && (isPrivileged(reader.user) || reader.ownHidden)) {
        return sendToUser(reply, String(reply.serialize(await answer(request, request.user, id))));
      }
      const shared = await sharedAnswer(app, request, reply, (db) => answer(request, null, id, db));
      if (!reader) return sendToGuest(request, reply, shared);
      return sendToUser(reply, withAgreeFlags(shared, reader.agreed));
    },
  });

  serve(app, statementRoutes.mine, myListOptions(app, 'mine'));

  serve(app, statementRoutes.forEdit, {
    preHandler: requireUser,
    handler: async (request) => {
      await assertOwner(app.db, request.params.id, currentUser(request));
      return answer(request, request.user, request.params.id);
    },
  });

  serve(app, statementRoutes.create, {
    preHandler: [requireUser, writeRateLimit(app, 'statement')],
    handler: async (request, reply) => {
      const form = await readStatementForm(request, 'create');
      const id = await createStatement(app.db, app.storage, currentUser(request).id, form);
      readAfterAnswer();
      return reply.status(201).send(await answer(request, request.user, id));
    },
  });

  serve(app, statementRoutes.update, {
    preHandler: [requireUser, writeRateLimit(app, 'statement')],
    handler: async (request) => {
      const statement = await assertOwner(app.db, request.params.id, currentUser(request));
      const form = await readStatementForm(request, 'update');
      await updateStatement(app.db, app.storage, statement, form);
      readAfterAnswer();
      return answer(request, request.user, statement.id);
    },
  });

  serve(app, statementRoutes.remove, {
    preHandler: requireUser,
    handler: deleteHandler(app, {
      authorize: assertCanDelete,
      remove: deleteStatement,
      done: statementMessages.deleted,
      logged: (statement) => ({
        targetType: 'statement',
        targetId: statement.id,
        authorId: statement.userId,
      }),
    }),
  });

  serve(app, statementRoutes.setStatus, {
    preHandler: requireUser,
    handler: async (request) => {
      await setStatus(app.db, currentUser(request), request.params.id, request.body);
      return answer(request, request.user, request.params.id);
    },
  });

  serve(app, statementRoutes.assign, {
    preHandler: requireUser,
    handler: async (request) => {
      const { id } = request.params;
      await assignStatement(app.db, currentUser(request), id, request.body.department_id);
      return answer(request, request.user, id);
    },
  });
};
