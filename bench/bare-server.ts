/**
 * The baseline of bench/http.ts: a bare Fastify route that answers each recorded URL with the
 * bytes iAgree gave for it, without a database, hooks or schemas.
 *
 *   node --import tsx bench/bare-server.ts answers.json 4000
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/** Recorded by bench/http.ts: the body in base64, as it went out (compressed or not). */
interface Answer {
  type: string;
  encoding: string | undefined;
  body: string;
}

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bare-server.ts <answers.json> <port>');
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, Answer>).map(
    // A text as a string, as the baselines before compressed calls were measured.
    ([url, answer]) => {
      const bytes = Buffer.from(answer.body, 'base64');
      return [url, { ...answer, payload: answer.encoding ? bytes : bytes.toString() }];
    },
  ),
);

const app = Fastify();
app.get('/*', async (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.status(404).send();
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  return reply.type(answer.type).send(answer.payload);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
