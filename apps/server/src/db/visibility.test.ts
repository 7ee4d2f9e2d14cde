import { and, inArray } from 'drizzle-orm';
import { canSeeHidden, ROLES, type Viewer } from '@iagree/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import { createStatementRow, createUser } from '../test/factories.ts';
import type { DatabaseHandle } from './client.ts';
import { statements } from './schema.ts';
import { visibleTo } from './visibility.ts';

/**
 * The SQL's hidden-content rule and the contract's `canSeeHidden` are one rule (decision 044):
 * for every kind of viewer and every kind of thing, the database returns exactly the rows the
 * function lets that viewer open.
 */
describe('visibleTo follows canSeeHidden', () => {
  let handle: DatabaseHandle;
  const rows: { id: number; user_id: number; hidden: boolean }[] = [];
  const viewers: [string, Viewer][] = [];

  beforeAll(async () => {
    handle = await openTestDatabase();
    const author = await createUser(handle.db);
    const other = await createUser(handle.db);
    const moderator = await createUser(handle.db, { role: ROLES.privileged });
    for (const [owner, hidden] of [
      [author, false],
      [author, true],
      [other, true],
      [moderator, true],
    ] as const) {
      const row = await createStatementRow(handle.db, owner.id, {
        ...(hidden && { hiddenAt: new Date(), hiddenReason: 'moderator' }),
      });
      rows.push({ id: row.id, user_id: owner.id, hidden });
    }
    viewers.push(
      ['a guest', null],
      ['the author', { id: author.id, role: ROLES.user }],
      ['the blocked author', { id: author.id, role: ROLES.user, blocked: true }],
      ['someone else', { id: other.id, role: ROLES.user }],
      ['role 1', { id: moderator.id, role: ROLES.privileged }],
      ['staff', { id: other.id, role: ROLES.user, department_ids: [1] }],
    );
  });
  afterAll(() => handle.close());

  it('for every viewer and every thing', async () => {
    for (const [who, viewer] of viewers) {
      const found = await handle.db
        .select({ id: statements.id })
        .from(statements)
        .where(
          and(
            inArray(
              statements.id,
              rows.map((row) => row.id),
            ),
            visibleTo(statements, viewer),
          ),
        );
      const expected = rows
        .filter((row) => !row.hidden || canSeeHidden(viewer, row))
        .map((row) => row.id);
      expect(found.map((row) => row.id).sort(), who).toEqual(expected.sort());
    }
    // Each case is told apart: some viewer sees a hidden row, some does not.
    expect(new Set(viewers.map(([, viewer]) => canSeeHidden(viewer, rows[2]!))).size).toBe(2);
  });
});
