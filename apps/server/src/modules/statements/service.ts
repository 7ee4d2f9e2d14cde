import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import {
  canDeleteStatement,
  canEditStatement,
  MAX_STATEMENT_IMAGES,
  STATEMENT_FILE_FIELDS,
  type CurrentUser,
  type StatementFields,
} from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  events,
  masterCategories,
  statementCategories,
  statementImages,
  statements,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { invalid } from '../../errors.ts';
import { sharedText } from '../../i18n/localized.ts';
import { removeImages, withStoredUploads } from '../../forms/uploaded-images.ts';
import type { StoredImage } from '../../adapters/image-pipeline.ts';
import type { StatementForm } from './form.ts';
import { statementMessages } from './messages.ts';
import { notify } from '../notifications/index.ts';
import { departmentFor } from '../departments/index.ts';

type StatementRecord = typeof statements.$inferSelect;
type ImageRecord = typeof statementImages.$inferSelect;

const IMAGE_FOLDER = 'statements';

export async function findStatement(db: Database, id: number) {
  const [row] = await db.select().from(statements).where(eq(statements.id, id));
  return row;
}

/** Only the author edits a statement (SPEC §6: "edit only by owner"). */
export async function assertOwner(db: Database, id: number, user: CurrentUser) {
  const statement = await findStatement(db, id);
  if (!statement) throw new AppError(404, statementMessages.notFound);
  if (!canEditStatement(user, { user_id: statement.userId })) {
    throw new AppError(403, statementMessages.notOwner);
  }
  return statement;
}

/** The author or any role 1 user deletes a statement. */
export async function assertCanDelete(db: Database, id: number, user: CurrentUser) {
  const statement = await findStatement(db, id);
  if (!statement) throw new AppError(404, statementMessages.notFound);
  if (!canDeleteStatement(user, { user_id: statement.userId })) {
    throw new AppError(403, statementMessages.notAllowedToDelete);
  }
  return statement;
}

/** Checks the categories exist and finds the event of `event_code`; 422 otherwise. */
async function resolveReferences(db: Database, fields: StatementFields) {
  if (fields.categories.length > 0) {
    const found = await db
      .select({ id: masterCategories.id })
      .from(masterCategories)
      .where(inArray(masterCategories.id, fields.categories));
    if (found.length !== fields.categories.length) {
      throw invalid({ categories: [statementMessages.unknownCategory] });
    }
  }
  if (!fields.event_code) return { eventId: null };
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.code, fields.event_code));
  if (!event) throw invalid({ event_code: [statementMessages.unknownEvent] });
  return { eventId: event.id };
}

function columns(fields: StatementFields, eventId: number | null) {
  return {
    title: fields.title,
    description: fields.description,
    money: fields.money ?? null,
    address: fields.address || null,
    latitude: fields.latitude ?? null,
    longitude: fields.longitude ?? null,
    freeCategory: fields.free_category || null,
    eventId,
  };
}

async function setCategories(tx: Transaction, statementId: number, ids: number[]) {
  await tx.delete(statementCategories).where(eq(statementCategories.statementId, statementId));
  if (ids.length > 0) {
    await tx
      .insert(statementCategories)
      .values(ids.map((categoryId) => ({ statementId, categoryId })));
  }
}

async function addImages(
  tx: Transaction,
  statementId: number,
  stored: StoredImage[],
  firstPosition: number,
) {
  if (stored.length === 0) return;
  await tx
    .insert(statementImages)
    .values(stored.map((image, i) => ({ statementId, position: firstPosition + i, ...image })));
}

/** How long the same statement again counts as a second click rather than a new statement. */
const DUPLICATE_WINDOW_MS = 60_000;

/** 409 when the user's last statement, posted within the window, holds exactly these fields. */
async function refuseDuplicate(
  tx: Transaction,
  userId: number,
  fields: StatementFields,
  eventId: number | null,
) {
  // The user's row is locked so that two copies sent at once are checked one after the other.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [last] = await tx
    .select()
    .from(statements)
    .where(
      and(
        eq(statements.userId, userId),
        gt(statements.createdAt, new Date(Date.now() - DUPLICATE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(statements.createdAt), desc(statements.id))
    .limit(1);
  if (!last) return;
  const wanted = columns(fields, eventId);
  const sameColumns = (Object.keys(wanted) as (keyof typeof wanted)[]).every(
    (key) => last[key] === wanted[key],
  );
  if (!sameColumns) return;
  const categories = await tx
    .select({ id: statementCategories.categoryId })
    .from(statementCategories)
    .where(eq(statementCategories.statementId, last.id));
  const lastIds = categories.map((row) => row.id).sort((a, b) => a - b);
  const ids = [...fields.categories].sort((a, b) => a - b);
  if (lastIds.join() === ids.join()) throw new AppError(409, statementMessages.duplicate);
}

/** Creates the statement with its categories and images; returns its id. */
export async function createStatement(
  db: Database,
  storage: Storage,
  userId: number,
  form: StatementForm,
): Promise<number> {
  const { eventId } = await resolveReferences(db, form.fields);
  return withStoredUploads(storage, form.uploads, IMAGE_FOLDER, (stored) =>
    db.transaction(async (tx) => {
      await refuseDuplicate(tx, userId, form.fields, eventId);
      const placed = columns(form.fields, eventId);
      // Routed once, at creation (decision 034); the insert's trigger writes its 受付 step.
      const departmentId = await departmentFor(tx, {
        categoryIds: form.fields.categories,
        latitude: placed.latitude,
        longitude: placed.longitude,
        address: placed.address,
      });
      const [row] = await tx
        .insert(statements)
        .values({ ...placed, userId, departmentId })
        .returning({ id: statements.id });
      if (!row) throw new Error('statement not created');
      await setCategories(tx, row.id, form.fields.categories);
      await addImages(tx, row.id, stored, 0);
      await notify(tx, {
        type: 'statement_posted',
        statementId: row.id,
        actorId: userId,
        created: true,
      });
      return row.id;
    }),
  );
}

/** The images left after removing `removedIds`; 422 when an id is not one of them or too many. */
function keptImages(current: ImageRecord[], removedIds: number[], added: number) {
  const currentIds = new Set(current.map((image) => image.id));
  if (removedIds.some((id) => !currentIds.has(id))) {
    throw invalid({ removed_images: [statementMessages.unknownImage] });
  }
  const kept = current.filter((image) => !removedIds.includes(image.id));
  if (kept.length + added > MAX_STATEMENT_IMAGES) {
    throw invalid({ [STATEMENT_FILE_FIELDS.update]: [sharedText('validation.max_images')] });
  }
  return kept;
}

const imagesOf = (db: Database | Transaction, statementId: number) =>
  db
    .select()
    .from(statementImages)
    .where(eq(statementImages.statementId, statementId))
    .orderBy(asc(statementImages.position), asc(statementImages.id));

/**
 * Replaces the text fields and categories, removes `removed_images` and appends the added
 * ones, never exceeding MAX_STATEMENT_IMAGES. The statement row is locked while its images
 * are counted, so two concurrent updates cannot pass the limit together.
 */
export async function updateStatement(
  db: Database,
  storage: Storage,
  statement: StatementRecord,
  form: StatementForm,
): Promise<void> {
  const { eventId } = await resolveReferences(db, form.fields);
  const removedIds = form.fields.removed_images;
  // Checked before any image is stored, and again under the lock.
  keptImages(await imagesOf(db, statement.id), removedIds, form.uploads.length);
  const removed = await withStoredUploads(storage, form.uploads, IMAGE_FOLDER, (stored) =>
    db.transaction(async (tx) => {
      await tx
        .select({ id: statements.id })
        .from(statements)
        .where(eq(statements.id, statement.id))
        .for('update');
      const current = await imagesOf(tx, statement.id);
      const kept = keptImages(current, removedIds, stored.length);
      await tx
        .update(statements)
        .set({ ...columns(form.fields, eventId), updatedAt: new Date() })
        .where(eq(statements.id, statement.id));
      await setCategories(tx, statement.id, form.fields.categories);
      if (removedIds.length > 0) {
        await tx.delete(statementImages).where(inArray(statementImages.id, removedIds));
      }
      // Positions stay 0…n-1: the kept images close up, the added ones follow.
      for (const [position, image] of kept.entries()) {
        if (image.position !== position) {
          await tx
            .update(statementImages)
            .set({ position })
            .where(eq(statementImages.id, image.id));
        }
      }
      await addImages(tx, statement.id, stored, kept.length);
      // Linked to another event now: that event's organiser hears of it.
      if (eventId !== null && eventId !== statement.eventId) {
        await notify(tx, {
          type: 'statement_posted',
          statementId: statement.id,
          actorId: statement.userId,
          created: false,
        });
      }
      return current.filter((image) => removedIds.includes(image.id));
    }),
  );
  await removeImages(storage, removed);
}

/** Deletes the statement; its agrees, comments and categories go with it (cascade), then its files. */
export async function deleteStatement(
  db: Database,
  storage: Storage,
  statement: StatementRecord,
): Promise<void> {
  const images = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(statementImages)
      .where(eq(statementImages.statementId, statement.id))
      .returning({ key: statementImages.key, thumbKey: statementImages.thumbKey });
    await tx.delete(statements).where(eq(statements.id, statement.id));
    return rows;
  });
  await removeImages(storage, images);
}
