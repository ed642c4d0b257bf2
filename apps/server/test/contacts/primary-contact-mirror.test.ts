import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createClient } from '../helpers/clients';
import type { FileApp } from '../helpers/use-test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';

// The primary contact's row mirrors the client's columns through migration 018's trigger.
describe('primary contact mirror', () => {
  let env: FileApp & { owner: Owner };
  useTestApp(['owner'], (e) => {
    env = e;
  });

  it('every new client has one primary contact equal to its name, email, link and email state', async () => {
    const { t, app, owner } = env;
    const client = await createClient(app, owner.cookie, { clientName: 'Ada Lane', clientEmail: 'ada@example.com' });
    const contacts = () => t.db.selectFrom('client_contacts').selectAll().where('project_id', '=', client.id).execute();
    const rows = await contacts();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ada Lane', email: 'ada@example.com', is_primary: true });
    const project = await t.db
      .selectFrom('projects')
      .select('share_token')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(rows[0]?.share_token).toBe(project.share_token);

    await sql`update projects set client_name = 'Ada B', email_unsubscribed_at = now() where id = ${client.id}`.execute(
      t.db,
    );
    const [after] = await contacts();
    expect(after?.name).toBe('Ada B');
    expect(after?.email_unsubscribed_at).not.toBeNull();
  });
});
