/**
 * A local OTLP/HTTP JSON receiver on 127.0.0.1 for the end-to-end tests: it answers every request
 * with 200 and hands the parsed body (gzip or not) to `onRequest`.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** A running receiver: its base URL (`http://127.0.0.1:PORT`) and how to stop it. */
export interface OtlpReceiver {
  readonly url: string;
  close(): Promise<void>;
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

/** Starts a receiver on a free port of 127.0.0.1. */
export async function startOtlpReceiver(
  onRequest: (body: unknown, path: string, headers: IncomingHttpHeaders) => void,
): Promise<OtlpReceiver> {
  const server = createServer((req, res) => {
    body(req)
      .then((text) => {
        onRequest(JSON.parse(text) as unknown, req.url ?? '', req.headers);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      })
      .catch(() => res.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
