import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  canManageEvent,
  EVENT_IMAGE_FIELDS,
  type CurrentUser,
  type EventFields,
} from '@iagree/contract';
import { removeImage, thumbKeyOf } from '../../adapters/image-pipeline.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { eventCategories, events, masterCategories } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { invalid } from '../../errors.ts';
import { withStoredUploads } from '../../forms/uploaded-images.ts';
import type { EventForm } from './form.ts';
import { eventMessages } from './messages.ts';
import { findEvent, type EventRow } from './queries.ts';

type StoredKeys = Partial<Record<(typeof EVENT_IMAGE_FIELDS)[number], string>>;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_ATTEMPTS = 5;

/**
 * The event, when `user` may do what `may` allows on it — by default change it: its owner or
 * any privileged user (SPEC §6). 404 when there is none, 403 when not allowed.
 */
export async function assertCanManage(
  db: Database,
  id: number,
  user: CurrentUser,
  may: (viewer: CurrentUser, event: { user_id: number }) => boolean = canManageEvent,
) {
  const event = await findEvent(db, id);
  if (!event) throw new AppError(404, eventMessages.notFound);
  if (!may(user, { user_id: event.userId })) {
    throw new AppError(403, eventMessages.notAllowed);
  }
  return event;
}

async function assertCategoriesExist(db: Database, ids: number[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: masterCategories.id })
    .from(masterCategories)
    .where(inArray(masterCategories.id, ids));
  if (found.length !== ids.length) throw invalid({ categories: [eventMessages.unknownCategory] });
}

const removeKeys = (storage: Storage, keys: (string | null | undefined)[]) =>
  Promise.all(
    keys.flatMap((key) => (key ? [removeImage(storage, { key, thumbKey: thumbKeyOf(key) })] : [])),
  );

/** Runs `write` with the new images stored; if it fails, they are removed again. */
async function withImages<T>(
  db: Database,
  storage: Storage,
  form: EventForm,
  write: (stored: StoredKeys) => Promise<T>,
): Promise<T> {
  await assertCategoriesExist(db, form.fields.categories);
  const uploads = EVENT_IMAGE_FIELDS.flatMap((field) => {
    const image = form.images[field];
    return image ? [{ field, image }] : [];
  });
  return withStoredUploads(storage, uploads, 'events', (stored) =>
    write(Object.fromEntries(uploads.map(({ field }, i) => [field, stored[i]?.key]))),
  );
}

function columns(fields: EventFields) {
  return {
    title: fields.title,
    startDate: fields.start_date,
    endDate: fields.end_date,
    startTime: fields.start_time ?? null,
    endTime: fields.end_time ?? null,
    companyName: fields.company_name ?? '',
    description: fields.description,
    address: fields.address || null,
    latitude: fields.latitude ?? null,
    longitude: fields.longitude ?? null,
  };
}

async function setCategories(tx: Transaction, eventId: number, ids: number[]) {
  await tx.delete(eventCategories).where(eq(eventCategories.eventId, eventId));
  if (ids.length > 0) {
    await tx.insert(eventCategories).values(ids.map((categoryId) => ({ eventId, categoryId })));
  }
}

/** A short public code ("EV" and six letters or digits) that no other event has. */
async function freeCode(tx: Transaction): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code =
      'EV' +
      Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    const [taken] = await tx.select({ id: events.id }).from(events).where(eq(events.code, code));
    if (!taken) return code;
  }
  throw new Error('no free event code');
}

export async function createEvent(
  db: Database,
  storage: Storage,
  userId: number,
  form: EventForm,
): Promise<number> {
  return withImages(db, storage, form, (stored) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(events)
        .values({
          ...columns(form.fields),
          code: await freeCode(tx),
          userId,
          companyLogoImg: stored.company_logo_img,
          eventImg: stored.event_img,
        })
        .returning({ id: events.id });
      if (!row) throw new Error('event not created');
      await setCategories(tx, row.id, form.fields.categories);
      return row.id;
    }),
  );
}

/**
 * New images replace the old ones. The keys to remove are the ones this transaction itself
 * replaced (read under the row's lock), not the ones the caller read before: of concurrent
 * updates, each removes exactly the image it took the place of, and none leaks or is lost.
 */
export async function updateEvent(
  db: Database,
  storage: Storage,
  event: EventRow,
  form: EventForm,
): Promise<void> {
  const replaced = await withImages(db, storage, form, (keys) =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ companyLogoImg: events.companyLogoImg, eventImg: events.eventImg })
        .from(events)
        .where(eq(events.id, event.id))
        .for('update');
      await tx
        .update(events)
        .set({
          ...columns(form.fields),
          ...(keys.company_logo_img && { companyLogoImg: keys.company_logo_img }),
          ...(keys.event_img && { eventImg: keys.event_img }),
          updatedAt: new Date(),
        })
        .where(eq(events.id, event.id));
      await setCategories(tx, event.id, form.fields.categories);
      return [keys.company_logo_img && before?.companyLogoImg, keys.event_img && before?.eventImg];
    }),
  );
  await removeKeys(storage, replaced);
}

export async function deleteEvent(db: Database, storage: Storage, event: EventRow): Promise<void> {
  await db.delete(events).where(eq(events.id, event.id));
  await removeKeys(storage, [event.companyLogoImg, event.eventImg]);
}
