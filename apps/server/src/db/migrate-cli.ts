import path from 'node:path';
import { authOptions } from '../auth/auth';
import { ConfigError, loadConfig } from '../config';
import { createMailer } from '../email/mailer';
import { createDatabase } from './database';
import { migrate } from './migrate';
import { DatabaseOpenError } from './open-pglite';

/** `npm run migrate`: the same migrations the server applies at start-up. */
try {
  const config = loadConfig();
  const db = createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  await migrate(
    db,
    authOptions({
      db,
      mailer,
      secret: config.authSecret,
      publicUrl: config.publicUrl,
      isProduction: config.isProduction,
    }),
  );
  await db.destroy();
  console.log('Migrations applied.');
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof DatabaseOpenError ? err.message : err);
  process.exit(1);
}
