import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The API as the web tests see it: the shared handlers, changed per test with `server.use`. */
export const server = setupServer(...handlers);

export interface SentRequest {
  method: string;
  url: URL;
  /** The request's JSON body, read from a copy taken when it was sent. */
  json: () => Promise<unknown>;
}

/** Records every request the app sends from now on, in order, answered or not. */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    sent.push({ method: request.method, url: new URL(request.url), json: () => copy.json() });
  });
  return sent;
}

/** The requests to `path` (the path alone, without the query). */
export const sentTo = (sent: SentRequest[], path: string) =>
  sent.filter((request) => request.url.pathname === path);
