import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';

let ctx: TestContext;
let user: TestUser;
/** Avatar files of earlier tests' users, which each test leaves alone. */
let earlier: string[];

const image = (format: 'png' | 'jpeg' | 'gif', background = '#e8590c') =>
  sharp({ create: { width: 300, height: 200, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

function form(files: Array<[field: string, body: Buffer, name: string]>): FormData {
  const body = new FormData();
  for (const [field, buffer, name] of files) {
    body.append(field, new Blob([new Uint8Array(buffer)], { type: 'image/png' }), name);
  }
  return body;
}

const upload = (
  payload: FormData | Record<string, unknown>,
  headers: Record<string, string> = user.auth,
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/user/updateAvatar',
    headers: { 'x-client-locale': 'en', ...headers },
    payload,
  });

async function allAvatarFiles(): Promise<string[]> {
  try {
    return (await readdir(path.join(ctx.dataDir, 'uploads', 'avatars'))).sort();
  } catch {
    return [];
  }
}
/** The files this test's requests left. */
const avatarFiles = async () => (await allAvatarFiles()).filter((f) => !earlier.includes(f));
const avatarKey = async () =>
  (await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]?.avatar ?? null;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  user = await createUser(ctx.db);
  earlier = await allAvatarFiles();
});

describe('POST /api/auth/user/updateAvatar', () => {
  it('stores a re-encoded avatar, answers its URL and shows it on the user', async () => {
    const res = await upload(form([['avatar', await image('jpeg'), 'me.jpg']]));
    expect(res.statusCode).toBe(200);
    const { avatar, message } = res.json();
    expect(message).toBe('Avatar is updated');
    expect(avatar).toMatch(/^\/media\/avatars\/[0-9a-f-]+\.webp$/);

    const served = await ctx.app.inject({ url: avatar });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(meta.exif).toBeUndefined();

    const me = await ctx.app.inject({ url: '/api/auth/user', headers: user.auth });
    expect(me.json().avatar).toBe(avatar);
  });

  it('deletes the previous avatar and its thumbnail when replaced', async () => {
    await upload(form([['avatar', await image('png'), 'a.png']]));
    const first = await avatarFiles();
    expect(first).toHaveLength(2);
    await upload(form([['avatar', await image('png', '#123456'), 'b.png']]));
    const second = await avatarFiles();
    expect(second).toHaveLength(2);
    expect(second.filter((file) => first.includes(file))).toEqual([]);
  });

  it('refuses a text file named .png and a GIF with 422, changing nothing', async () => {
    await upload(form([['avatar', await image('png'), 'a.png']]));
    const [key, files] = [await avatarKey(), await avatarFiles()];
    for (const [body, name] of [
      [Buffer.from('just some text, not a picture'), 'avatar.png'],
      [await image('gif'), 'avatar.jpg'],
    ] as const) {
      const res = await upload(form([['avatar', body, name]]));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ avatar: ['Allow only png, jpg, jpeg'] });
    }
    expect(await avatarKey()).toBe(key);
    expect(await avatarFiles()).toEqual(files);
  });

  it('refuses a file over 15 MB with 413, changing nothing', async () => {
    const huge = Buffer.concat([await image('png'), Buffer.alloc(15 * 1024 * 1024)]);
    const res = await upload(form([['avatar', huge, 'big.png']]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The upload is too large.' });
    expect(await avatarKey()).toBeNull();
    expect(await avatarFiles()).toEqual([]);
  });

  it('asks for exactly one file in the field avatar', async () => {
    const none = await upload(form([['picture', await image('png'), 'a.png']]));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ avatar: ['Please choose an image'] });
    const empty = await upload(form([['avatar', Buffer.alloc(0), '']]));
    expect(empty.json().errors).toEqual({ avatar: ['Please choose an image'] });
    const two = await upload(
      form([
        ['avatar', await image('png'), 'a.png'],
        ['avatar', await image('png'), 'b.png'],
      ]),
    );
    expect(two.json().errors).toEqual({ avatar: ['Choose one image only.'] });
    expect(await avatarFiles()).toEqual([]);
  });

  it('refuses a body that is not multipart (415), a guest (401) and a foreign site (403)', async () => {
    expect((await upload({ avatar: 'data:image/png;base64,AAAA' })).statusCode).toBe(415);
    const body = form([['avatar', await image('png'), 'a.png']]);
    expect((await upload(body, {})).statusCode).toBe(401);
    const csrf = await upload(form([['avatar', await image('png'), 'a.png']]), {
      cookie: `iagree-access-token=${user.token}`,
      origin: 'https://evil.example',
    });
    expect(csrf.statusCode).toBe(403);
    expect(await avatarKey()).toBeNull();
    expect(await avatarFiles()).toEqual([]);
  });
});
