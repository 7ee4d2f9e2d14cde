import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_LIMITS, MAX_IMAGE_BYTES, type Locale } from '@iagree/contract';
import { removeImage, saveImage } from '../../../adapters/image-pipeline.ts';
import type { SocialProfile } from '../../../adapters/social/provider.ts';
import type { Storage } from '../../../adapters/storage.ts';
import type { Database } from '../../../db/client.ts';
import { userIdentities, users } from '../../../db/schema.ts';
import { processUpload, type Imaging } from '../../../forms/uploaded-images.ts';
import { AVATAR_IMAGE } from '../profile/avatar.ts';
import { findUserByEmail, type UserRow } from '../users.ts';

/** The profile shared no e-mail address and no account is linked to it yet. */
export class EmailRequiredError extends Error {
  constructor() {
    super('the provider shared no e-mail address');
    this.name = 'EmailRequiredError';
  }
}

export interface SocialDeps extends Imaging {
  db: Database;
  storage: Storage;
  log: { warn(obj: object, msg: string): void };
}

function displayName(profile: SocialProfile, email: string): string {
  const name = profile.name.trim() || email.split('@')[0] || email;
  return name.slice(0, ACCOUNT_LIMITS.name);
}

/**
 * The account of a verified provider profile: the one linked to it; else the account with its
 * e-mail address, which gets linked; else a new activated account. The provider has verified
 * the address, so an account that waited for activation is activated — and its password,
 * which nobody proved to own that address, is dropped (a stranger could have signed up with
 * it first to take over the account later).
 */
export async function socialAccount(
  deps: SocialDeps,
  profile: SocialProfile,
  locale: Locale,
): Promise<UserRow> {
  const linked = await linkedUser(deps.db, profile);
  if (linked) return linked;
  const email = profile.email?.trim().toLowerCase();
  if (!email) throw new EmailRequiredError();

  const user = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const existing = await findUserByEmail(tx, email);
    let account: UserRow;
    if (existing) {
      const [updated] = await tx
        .update(users)
        .set({ activatedAt: now, passwordHash: null, updatedAt: now })
        .where(and(eq(users.id, existing.id), isNull(users.activatedAt)))
        .returning();
      account = updated ?? existing;
    } else {
      const [created] = await tx
        .insert(users)
        .values({ name: displayName(profile, email), email, locale, activatedAt: now })
        .returning();
      if (!created) throw new Error('account not created');
      account = created;
    }
    await tx
      .insert(userIdentities)
      .values({ provider: profile.provider, subject: profile.subject, userId: account.id })
      .onConflictDoNothing();
    return account;
  });
  return user.avatar ? user : await withProviderAvatar(deps, user, profile.pictureUrl);
}

async function linkedUser(db: Database, profile: SocialProfile): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(
        eq(userIdentities.provider, profile.provider),
        eq(userIdentities.subject, profile.subject),
      ),
    )
    .limit(1);
  return row?.user;
}

const PICTURE_TIMEOUT_MS = 10_000;

/**
 * Copies the provider's profile picture through the image pipeline as the avatar. A picture
 * that cannot be fetched or is refused leaves the account without an avatar: login goes on.
 */
async function withProviderAvatar(
  deps: SocialDeps,
  user: UserRow,
  pictureUrl: string | null,
): Promise<UserRow> {
  if (!pictureUrl) return user;
  try {
    const response = await fetch(pictureUrl, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS) });
    const length = Number(response.headers.get('content-length') ?? 0);
    if (!response.ok || length > MAX_IMAGE_BYTES) throw new Error(`picture: ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_IMAGE_BYTES) throw new Error('picture too large');
    const picture = await processUpload(deps, { field: 'picture', input: bytes }, AVATAR_IMAGE);
    const stored = await saveImage(deps.storage, picture, AVATAR_IMAGE.folder);
    const [updated] = await deps.db
      .update(users)
      .set({ avatar: stored.key, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), isNull(users.avatar)))
      .returning();
    if (updated) return updated;
    await removeImage(deps.storage, stored);
    return user;
  } catch (error) {
    deps.log.warn({ err: error, userId: user.id }, 'provider picture not used as avatar');
    return user;
  }
}
