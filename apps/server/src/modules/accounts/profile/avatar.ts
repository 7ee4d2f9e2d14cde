import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { AVATAR_FIELD } from '@iagree/contract';
import {
  removeImage,
  saveImage,
  thumbKeyOf,
  type ProcessedImage,
} from '../../../adapters/image-pipeline.ts';
import type { Storage } from '../../../adapters/storage.ts';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { invalid } from '../../../errors.ts';
import { sharedText } from '../../../i18n/localized.ts';
import { withMultipart } from '../../../forms/multipart.ts';
import { processUpload } from '../../../forms/uploaded-images.ts';
import { accountMessages } from '../messages.ts';

/** Avatars are shown small: a 512 px image and a 128 px thumbnail are plenty. */
export const AVATAR_IMAGE = { folder: 'avatars', maxSide: 512, thumbSide: 128 } as const;

/**
 * The one file of the multipart field `avatar`, processed; a file over the multipart limit
 * (15 MB) fails the read with 413 before anything is stored.
 */
export function readAvatarUpload(request: FastifyRequest): Promise<ProcessedImage> {
  const fields = { [AVATAR_FIELD]: { max: 1, tooMany: accountMessages.oneAvatar } };
  return withMultipart(request, fields, ({ files }) => {
    const [input] = files[AVATAR_FIELD] ?? [];
    if (!input) throw invalid({ [AVATAR_FIELD]: [sharedText('validation.image_required')] });
    return processUpload(request.server, { field: AVATAR_FIELD, input }, AVATAR_IMAGE);
  });
}

/**
 * Stores the re-encoded avatar, points the account at it and removes the previous one. Until
 * the row is updated a failure removes the new files, so a refused upload leaves nothing.
 */
export async function updateAvatar(
  db: Database,
  storage: Storage,
  userId: number,
  image: ProcessedImage,
): Promise<string> {
  const stored = await saveImage(storage, image, AVATAR_IMAGE.folder);
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
