import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { AVATAR_FIELD } from '@iagree/contract';
import {
  ImageRejectedError,
  removeImage,
  storeImage,
  thumbKeyOf,
} from '../../adapters/image-pipeline.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError, invalid } from '../../errors.ts';
import { messages } from '../../i18n/messages.ts';
import { sharedText } from '../../i18n/localized.ts';
import { accountMessages } from './messages.ts';

/** Avatars are shown small: a 512 px image and a 128 px thumbnail are plenty. */
const AVATAR_IMAGE = { folder: 'avatars', maxSide: 512, thumbSide: 128 } as const;

/**
 * The one file of the multipart field `avatar`. Other parts are read and dropped; a file over
 * the multipart limit (15 MB) fails the read with 413 before anything is stored.
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, messages.unsupportedMediaType);
  const files: Buffer[] = [];
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const buffer = await part.toBuffer();
    if (part.fieldname === AVATAR_FIELD && buffer.length > 0) files.push(buffer);
  }
  const [file] = files;
  if (!file) throw invalid({ [AVATAR_FIELD]: [sharedText('validation.image_required')] });
  if (files.length > 1) throw invalid({ [AVATAR_FIELD]: [accountMessages.oneAvatar] });
  return file;
}

/**
 * Stores the re-encoded avatar, points the account at it and removes the previous one. Until
 * the row is updated a failure removes the new files, so a refused upload leaves nothing.
 */
export async function updateAvatar(
  db: Database,
  storage: Storage,
  userId: number,
  input: Buffer,
): Promise<string> {
  let stored;
  try {
    stored = await storeImage(storage, input, AVATAR_IMAGE);
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      throw invalid({ [AVATAR_FIELD]: [sharedText('validation.image_type')] });
    }
    throw error;
  }
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ avatar: users.avatar })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      await tx
        .update(users)
        .set({ avatar: stored.key, updatedAt: new Date() })
        .where(eq(users.id, userId));
      return row?.avatar ?? null;
    });
  } catch (error) {
    await removeImage(storage, stored);
    throw error;
  }
  if (previous) await removeImage(storage, { key: previous, thumbKey: thumbKeyOf(previous) });
  return stored.key;
}
