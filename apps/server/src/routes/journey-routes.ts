import { createJourneySchema, JOURNEY_MESSAGES, quickJourneySchema, saveJourneySchema } from '@bloom/core';
import { type Context, Hono } from 'hono';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/context';
import { saneIdParams } from '../http/path-ids';
import { readJson } from '../http/read-json';
import { requireOwner } from '../http/session';
import { duplicateJourney } from '../services/journeys/copy-journey';
import { getJourney, listJourneys } from '../services/journeys/journey-queries';
import { createJourney, deleteJourney } from '../services/journeys/journey-service';
import { quickJourney } from '../services/journeys/quick-journey';
import { saveJourney } from '../services/journeys/save-journey';

/** Journeys of the signed-in owner's workspace, plus the read-only built-ins. */
export function journeyRoutes({ db }: { db: Db }) {
  const r = new Hono<AppEnv>();
  r.use('*', requireOwner(db));
  r.use('/:id/*', saneIdParams(JOURNEY_MESSAGES.notFound));
  const ctx = (c: Context<AppEnv>) => c.get('owner');

  r.get('/', async (c) => c.json({ journeys: await listJourneys(ctx(c)) }));
  r.post('/', async (c) =>
    c.json({ journey: await createJourney(ctx(c), await readJson(c, createJourneySchema)) }, 201),
  );
  r.post('/quick', async (c) =>
    c.json({ journey: await quickJourney(ctx(c), await readJson(c, quickJourneySchema)) }, 201),
  );
  r.get('/:id', async (c) => c.json({ journey: await getJourney(ctx(c), c.req.param('id')) }));
  r.put('/:id', async (c) =>
    c.json({ journey: await saveJourney(ctx(c), c.req.param('id'), await readJson(c, saveJourneySchema)) }),
  );
  r.post('/:id/duplicate', async (c) => c.json({ journey: await duplicateJourney(ctx(c), c.req.param('id')) }, 201));
  r.delete('/:id', async (c) => {
    await deleteJourney(ctx(c), c.req.param('id'));
    return c.json({ ok: true });
  });

  return r;
}
