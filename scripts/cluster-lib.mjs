// What `npm run cluster` (scripts/cluster.mjs) runs around the two Bloom instances: the test S3
// store, an SMTP sink that counts what arrives, Caddy on deploy/Caddyfile, and the instances
// themselves, each killable and restartable on its own port.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from './bench-lib.mjs';
import { root } from './lib.mjs';

export const BUCKET = 'bloom-cluster';

/** The S3-compatible store the server's tests use (s3rver), in this process, on a free port. */
export async function startS3(directory) {
  const { default: S3rver } = await import('@20minutes/s3rver');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Whether every key is an object of the bucket (HEAD per key: s3rver signs object requests like S3). */
export async function missingObjects(endpoint, keys) {
  const { S3Client, HeadObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const missing = [];
  for (let i = 0; i < keys.length; i += 25) {
    await Promise.all(
      keys
        .slice(i, i + 25)
        .map((key) => client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).catch(() => missing.push(key))),
    );
  }
  client.destroy();
  return missing;
}

/** An SMTP server that accepts everything and counts messages per recipient. */
export async function startSmtpSink() {
  const { SMTPServer } = await import('smtp-server');
  const received = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) {
          const to = rcpt.address.toLowerCase();
          received.set(to, (received.get(to) ?? 0) + 1);
        }
        callback();
      });
    },
  });
  // A killed instance drops its connection mid-conversation: nothing to report.
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Whether README.md shows deploy/Caddyfile exactly as it is: the run proves the documented file. */
export function readmeShowsCaddyfile() {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  return readme.includes(`\`\`\`caddyfile\n${readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8')}\`\`\``);
}

/** Caddy on deploy/Caddyfile, the file the README shows, with its placeholders set for this machine. */
export async function startCaddy(dir, env) {
  mkdirSync(dir, { recursive: true });
  const child = spawn('caddy', ['run', '--config', path.join(root, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its certificates and autosave go to the run's own folder, not the user's home.
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, ...env },
  });
  keepLog(child);
  await waitFor(`http://127.0.0.1:${env.BLOOM_HTTP_PORT}/api/health`, child, 1);
  return child;
}

/**
 * One Bloom instance (the compiled server) on `port`: `start()` spawns it and resolves once it
 * answers, `kill()` sends SIGKILL, `stop()` SIGTERM; `log` keeps its stderr for failures.
 */
export function instance(name, port, entry, env) {
  const self = {
    name,
    port,
    origin: `http://127.0.0.1:${port}`,
    child: undefined,
    async start() {
      const child = spawn(process.execPath, ['--enable-source-maps', entry], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...env, PORT: String(port) },
      });
      keepLog(child);
      // Its own start-up time, from the line it prints once it listens.
      child.stdout.on('data', (d) => {
        const ready = /ready in ([\d.]+) s/.exec(String(d));
        if (ready) self.readySeconds = Number(ready[1]);
      });
      self.child = child;
      await waitFor(`${self.origin}/api/health`, child, 2);
    },
    kill() {
      const child = self.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      return exited;
    },
  };
  return self;
}

/** SIGTERM, then SIGKILL after `ms`; resolves once the process is gone. */
export async function terminate(child, ms = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await exited;
  clearTimeout(timer);
}

function keepLog(child) {
  child.log = '';
  child.stderr.on('data', (d) => {
    child.log = (child.log + d).slice(-20_000);
  });
}
