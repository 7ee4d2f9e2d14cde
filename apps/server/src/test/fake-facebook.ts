import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import sharp from 'sharp';

export interface FacebookUser {
  id: string;
  name: string;
  email?: string;
  /** Serve a profile picture (a PNG) for this user. */
  picture?: boolean;
}

export interface FakeFacebook {
  /** FACEBOOK_GRAPH_URL (with the API version, as the real one). */
  graphUrl: string;
  /** FACEBOOK_DIALOG_URL: approves at once as the user given to `loginAs`. */
  dialogUrl: string;
  /** A user access token of `user`, issued to `appId` (ours unless told). */
  tokenFor(user: FacebookUser, appId?: string): string;
  /** Who the login dialog logs in next; null makes the dialog answer access_denied. */
  loginAs(user: FacebookUser | null): void;
  close(): Promise<void>;
}

const VERSION = 'v21.0';

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const oauthError = (message: string, code = 190) => ({
  error: { message, type: 'OAuthException', code },
});

/**
 * A local stand-in for the Graph API and the login dialog, speaking their protocol: the OAuth
 * dialog redirect, the code exchange, debug_token with an app access token, and /me with
 * appsecret_proof. It refuses what Facebook refuses (wrong app secret, unknown code, bad proof).
 */
export async function startFakeFacebook(app: {
  appId: string;
  appSecret: string;
}): Promise<FakeFacebook> {
  const tokens = new Map<string, { user: FacebookUser; appId: string }>();
  const codes = new Map<string, { token: string; redirectUri: string }>();
  let next: FacebookUser | null = null;
  const picture = await sharp({
    create: { width: 200, height: 200, channels: 3, background: '#1877f2' },
  })
    .png()
    .toBuffer();

  const issue = (user: FacebookUser, appId = app.appId) => {
    const token = `EAA${randomBytes(24).toString('hex')}`;
    tokens.set(token, { user, appId });
    return token;
  };

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const q = (name: string) => url.searchParams.get(name) ?? '';
    switch (url.pathname) {
      case `/${VERSION}/dialog/oauth`: {
        const back = new URL(q('redirect_uri'));
        back.searchParams.set('state', q('state'));
        if (q('client_id') !== app.appId || !next) {
          back.searchParams.set('error', 'access_denied');
          back.searchParams.set('error_reason', 'user_denied');
        } else {
          const code = randomBytes(16).toString('hex');
          codes.set(code, { token: issue(next), redirectUri: q('redirect_uri') });
          back.searchParams.set('code', code);
        }
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      case `/${VERSION}/oauth/access_token`: {
        const grant = codes.get(q('code'));
        codes.delete(q('code'));
        if (q('client_id') !== app.appId || q('client_secret') !== app.appSecret) {
          return send(res, 400, oauthError('Error validating client secret.', 1));
        }
        if (!grant || grant.redirectUri !== q('redirect_uri')) {
          return send(res, 400, oauthError('Invalid verification code format.', 100));
        }
        return send(res, 200, {
          access_token: grant.token,
          token_type: 'bearer',
          expires_in: 5183944,
        });
      }
      case `/${VERSION}/debug_token`: {
        if (q('access_token') !== `${app.appId}|${app.appSecret}`) {
          return send(res, 400, oauthError('Invalid OAuth access token signature.'));
        }
        const found = tokens.get(q('input_token'));
        if (!found) {
          return send(res, 200, {
            data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } },
          });
        }
        return send(res, 200, {
          data: {
            app_id: found.appId,
            type: 'USER',
            application: 'iAgree',
            is_valid: true,
            user_id: found.user.id,
            scopes: ['public_profile', 'email'],
          },
        });
      }
      case `/${VERSION}/me`: {
        const found = tokens.get(q('access_token'));
        if (!found) return send(res, 400, oauthError('Invalid OAuth access token.'));
        const proof = createHmac('sha256', app.appSecret).update(q('access_token')).digest('hex');
        if (q('appsecret_proof') !== proof) {
          return send(
            res,
            400,
            oauthError('Invalid appsecret_proof provided in the API argument', 100),
          );
        }
        const { user } = found;
        const origin = `http://${req.headers.host}`;
        return send(res, 200, {
          id: user.id,
          name: user.name,
          ...(user.email && { email: user.email }),
          picture: {
            data: user.picture
              ? {
                  url: `${origin}/picture/${user.id}.png`,
                  is_silhouette: false,
                  width: 200,
                  height: 200,
                }
              : { url: `${origin}/silhouette.gif`, is_silhouette: true },
          },
        });
      }
      default:
        if (url.pathname.startsWith('/picture/')) {
          res.writeHead(200, { 'content-type': 'image/png', 'content-length': picture.length });
          return res.end(picture);
        }
        return send(res, 404, oauthError('Unknown path', 803));
    }
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  return {
    graphUrl: `${origin}/${VERSION}`,
    dialogUrl: `${origin}/${VERSION}/dialog/oauth`,
    tokenFor: issue,
    loginAs(user) {
      next = user;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
