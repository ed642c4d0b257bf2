import http from 'node:http';

export interface KeepAliveAnswer {
  status: number;
  connection: string | undefined;
  json: unknown;
}

export interface KeepAliveRequest {
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Sends the body this long after the headers. */
  bodyDelayMs?: number;
}

/**
 * One request to 127.0.0.1:`port` through `agent` (a keep-alive agent with one socket, so each
 * request reuses the connection the last one left), its JSON answer read to the end.
 */
export function sendOverAgent(
  port: number,
  agent: http.Agent,
  method: string,
  path: string,
  { body, headers = {}, bodyDelayMs = 0 }: KeepAliveRequest = {},
): Promise<KeepAliveAnswer> {
  return new Promise((resolve, reject) => {
    const head = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers: head }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, json: JSON.parse(text) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (bodyDelayMs === 0) {
      req.end(body);
      return;
    }
    req.flushHeaders();
    setTimeout(() => req.end(body), bodyDelayMs);
  });
}
