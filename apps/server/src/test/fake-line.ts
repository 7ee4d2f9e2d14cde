import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import sharp from 'sharp';

export interface LineUser {
  sub: string;
  name: string;
  email?: string;
  /** Put a `picture` claim pointing at a PNG this fake serves. */
  picture?: boolean;
  /** Claims to put in (or over) the ID token, e.g. a foreign `aud` or `iss`. */
  claims?: Record<string, unknown>;
}

export interface FakeLine {
  /** LINE_ISSUER: an OpenID provider with discovery, authorize (approves at once), token, JWKS. */
  issuer: string;
  /** Who the next authorization logs in. */
  loginAs(user: LineUser): void;
  /**
   * How ID tokens are signed: ES256 with a key in the JWKS (what LINE does when asked for
   * `id_token_key_type=JWK`), or HS256 with the channel secret (LINE's web-login default).
   */
  signWith(mode: 'ES256' | 'HS256', secret?: string): void;
  close(): Promise<void>;
}

/** LINE Login's OpenID Connect side, played by oauth2-mock-server with LINE's claims. */
export async function startFakeLine(channel: {
  channelId: string;
  channelSecret: string;
}): Promise<FakeLine> {
  const pictures = createServer(async (_req, res) => {
    const png = await sharp({
      create: { width: 160, height: 160, channels: 3, background: '#06c755' },
    })
      .png()
      .toBuffer();
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(png);
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  const picturesOrigin = `http://127.0.0.1:${(pictures.address() as { port: number }).port}`;

  const server = new OAuth2Server();
  await server.issuer.keys.generate('ES256');
  let user: LineUser = { sub: 'U0000000000000000000000000000000', name: 'LINE User' };
  let mode: 'ES256' | 'HS256' = 'ES256';
  let hmacSecret = channel.channelSecret;

  server.service.on(Events.BeforeTokenSigning, (token) => {
    Object.assign(token.payload, {
      sub: user.sub,
      name: user.name,
      amr: ['linesso'],
      ...(user.email && { email: user.email }),
      ...(user.picture && { picture: `${picturesOrigin}/${user.sub}.png` }),
      ...user.claims,
    });
  });
  // The mock signs with its own keys; LINE's HS256 tokens are re-signed here, synchronously,
  // because the mock sends the response right after this event.
  server.service.on(Events.BeforeResponse, (response) => {
    if (mode !== 'HS256' || typeof response.body !== 'object') return;
    const idToken = response.body['id_token'];
    if (typeof idToken !== 'string') return;
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const payload = idToken.split('.')[1];
    const signature = createHmac('sha256', hmacSecret)
      .update(`${header}.${payload}`)
      .digest('base64url');
    response.body['id_token'] = `${header}.${payload}.${signature}`;
  });

  await server.start(0, '127.0.0.1');
  return {
    issuer: server.issuer.url ?? '',
    loginAs(next) {
      user = next;
    },
    signWith(next, secret = channel.channelSecret) {
      mode = next;
      hmacSecret = secret;
    },
    async close() {
      await server.stop();
      await new Promise((resolve) => pictures.close(() => resolve(undefined)));
    },
  };
}
