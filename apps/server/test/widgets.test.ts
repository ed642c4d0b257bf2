import {
  DEFAULT_WIDGET_SETTINGS,
  MAX_WIDGETS_PER_WORKSPACE,
  PUBLISHING_MESSAGES,
  TESTIMONIAL_MESSAGES,
  type TestimonialResponse,
  type WidgetDto,
} from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { fails, ok, workspaceOf } from './helpers/journeys';
import { callApi, createWidget, seedTestimonial } from './helpers/publishing';
import { jsonRequest, signUpOwner, type TestApp } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/** The owner's widgets, the wall switch and hide/pin (issue 21): CRUD, validation, the cap, scope. */

let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useTestApp(['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

const call = (method: string, path: string, body?: unknown, cookie = owner.cookie) =>
  callApi(app, cookie, method, path, body);
const MISSING = '00000000-0000-4000-8000-0000000000aa';

describe('widgets', () => {
  it('creates, lists, reads, changes and deletes a widget; its id stays', async () => {
    const created = await createWidget(app, owner.cookie, { layout: 'carousel', theme: 'dark' }, '  Homepage  ');
    expect(created).toMatchObject({
      name: 'Homepage',
      settings: { ...DEFAULT_WIDGET_SETTINGS, layout: 'carousel', theme: 'dark' },
    });
    expect(created.createdAt).toBe(created.updatedAt);
    const second = await createWidget(app, owner.cookie, {}, 'Pricing page');

    const { widgets } = await ok<{ widgets: WidgetDto[] }>(call('GET', '/widgets'));
    expect(widgets.map((w) => w.id)).toEqual([created.id, second.id]);
    expect(await ok(call('GET', `/widgets/${created.id}`))).toEqual({ widget: created });

    const settings = {
      ...DEFAULT_WIDGET_SETTINGS,
      selection: { mode: 'min-rating', minRating: 4 },
      showDate: true,
      maxItems: 12,
    };
    const renamed = (await ok<{ widget: WidgetDto }>(call('PATCH', `/widgets/${created.id}`, { name: 'Home' }))).widget;
    expect(renamed).toMatchObject({ id: created.id, name: 'Home', settings: created.settings });
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    const changed = (await ok<{ widget: WidgetDto }>(call('PATCH', `/widgets/${created.id}`, { settings }))).widget;
    expect(changed).toMatchObject({ id: created.id, name: 'Home', settings });
    // Nothing sent changes nothing.
    expect((await ok<{ widget: WidgetDto }>(call('PATCH', `/widgets/${created.id}`, {}))).widget).toEqual(changed);

    expect(await ok(call('DELETE', `/widgets/${created.id}`))).toEqual({ ok: true });
    await fails(call('GET', `/widgets/${created.id}`), 404, PUBLISHING_MESSAGES.widgetNotFound);
    await fails(call('DELETE', `/widgets/${created.id}`), 404, PUBLISHING_MESSAGES.widgetNotFound);
    const after = await ok<{ widgets: WidgetDto[] }>(call('GET', '/widgets'));
    expect(after.widgets.map((w) => w.id)).toEqual([second.id]);
    await call('DELETE', `/widgets/${second.id}`);
  });

  it('refuses invalid input with the configurator’s messages and saves nothing', async () => {
    const M = PUBLISHING_MESSAGES;
    const valid = { name: 'Home', settings: DEFAULT_WIDGET_SETTINGS };
    const cases: [unknown, string][] = [
      [{ ...valid, name: '   ' }, M.widgetNameRequired],
      [{ ...valid, name: 'x'.repeat(81) }, M.widgetNameTooLong],
      [{ settings: DEFAULT_WIDGET_SETTINGS }, M.widgetNameRequired],
      [{ ...valid, settings: { ...DEFAULT_WIDGET_SETTINGS, layout: 'masonry' } }, M.invalidLayout],
      [{ ...valid, settings: { ...DEFAULT_WIDGET_SETTINGS, theme: 'sepia' } }, M.invalidTheme],
      [{ ...valid, settings: { ...DEFAULT_WIDGET_SETTINGS, selection: { mode: 'newest' } } }, M.invalidSelection],
      [
        { ...valid, settings: { ...DEFAULT_WIDGET_SETTINGS, selection: { mode: 'picked', testimonialIds: [] } } },
        M.pickAtLeastOne,
      ],
      [
        {
          ...valid,
          settings: { ...DEFAULT_WIDGET_SETTINGS, selection: { mode: 'picked', testimonialIds: ['not-a-uuid'] } },
        },
        M.invalidSelection,
      ],
      [
        {
          ...valid,
          settings: {
            ...DEFAULT_WIDGET_SETTINGS,
            selection: { mode: 'picked', testimonialIds: Array.from({ length: 51 }, () => MISSING) },
          },
        },
        M.tooManyPicked,
      ],
      [
        { ...valid, settings: { ...DEFAULT_WIDGET_SETTINGS, selection: { mode: 'min-rating', minRating: 6 } } },
        M.invalidMinRating,
      ],
      [{ ...valid, settings: { ...DEFAULT_WIDGET_SETTINGS, maxItems: 0 } }, M.invalidMaxItems],
      [{ ...valid, settings: { ...DEFAULT_WIDGET_SETTINGS, maxItems: 51 } }, M.invalidMaxItems],
    ];
    for (const [body, message] of cases) await fails(call('POST', '/widgets', body), 400, message);
    const widget = await createWidget(app, owner.cookie);
    await fails(call('PATCH', `/widgets/${widget.id}`, { name: '' }), 400, M.widgetNameRequired);
    await fails(
      call('PATCH', `/widgets/${widget.id}`, { settings: { ...DEFAULT_WIDGET_SETTINGS, maxItems: 99 } }),
      400,
      M.invalidMaxItems,
    );
    expect(await ok(call('GET', `/widgets/${widget.id}`))).toEqual({ widget });
    expect((await ok<{ widgets: WidgetDto[] }>(call('GET', '/widgets'))).widgets).toEqual([widget]);
    await call('DELETE', `/widgets/${widget.id}`);
  });

  it(`keeps a workspace to ${MAX_WIDGETS_PER_WORKSPACE} widgets (409 past it; deleting one frees a place)`, async () => {
    const own = await signUpOwner(app);
    const made = await Promise.all(
      Array.from({ length: MAX_WIDGETS_PER_WORKSPACE }, (_, i) => createWidget(app, own.cookie, {}, `Widget ${i}`)),
    );
    const body = { name: 'One too many', settings: DEFAULT_WIDGET_SETTINGS };
    await fails(call('POST', '/widgets', body, own.cookie), 409, PUBLISHING_MESSAGES.tooManyWidgets);
    // Two at once cannot both take a place that is not there.
    const raced = await Promise.all([
      call('POST', '/widgets', body, own.cookie),
      call('POST', '/widgets', body, own.cookie),
    ]);
    expect(raced.map((r) => r.status)).toEqual([409, 409]);
    expect((await ok<{ widgets: WidgetDto[] }>(call('GET', '/widgets', undefined, own.cookie))).widgets).toHaveLength(
      MAX_WIDGETS_PER_WORKSPACE,
    );
    // Another workspace is not counted against it.
    const other = await createWidget(app, stranger.cookie);
    await call('DELETE', `/widgets/${other.id}`, undefined, stranger.cookie);
    await ok(call('DELETE', `/widgets/${made[0]?.id}`, undefined, own.cookie));
    await createWidget(app, own.cookie, {}, 'In the freed place');
  });

  it("answers 404 for another workspace's widget on every verb and changes nothing", async () => {
    const theirs = await createWidget(app, stranger.cookie, {}, 'Theirs');
    await fails(call('GET', `/widgets/${theirs.id}`), 404, PUBLISHING_MESSAGES.widgetNotFound);
    await fails(call('PATCH', `/widgets/${theirs.id}`, { name: 'Mine now' }), 404, PUBLISHING_MESSAGES.widgetNotFound);
    await fails(call('DELETE', `/widgets/${theirs.id}`), 404, PUBLISHING_MESSAGES.widgetNotFound);
    for (const id of [MISSING, 'not-a-uuid']) {
      await fails(call('GET', `/widgets/${id}`), 404, PUBLISHING_MESSAGES.widgetNotFound);
      await fails(call('PATCH', `/widgets/${id}`, { name: 'x' }), 404, PUBLISHING_MESSAGES.widgetNotFound);
      await fails(call('DELETE', `/widgets/${id}`), 404, PUBLISHING_MESSAGES.widgetNotFound);
    }
    expect(await ok(call('GET', `/widgets/${theirs.id}`, undefined, stranger.cookie))).toEqual({ widget: theirs });
    const { widgets } = await ok<{ widgets: WidgetDto[] }>(call('GET', '/widgets'));
    expect(widgets.map((w) => w.id)).not.toContain(theirs.id);
  });

  it('saves a picked testimonial of another workspace without saying whether it exists', async () => {
    const theirs = await seedTestimonial(t, stranger.cookie);
    const widget = await createWidget(app, owner.cookie, {
      selection: { mode: 'picked', testimonialIds: [theirs.id, MISSING] },
    });
    expect(widget.settings.selection).toEqual({ mode: 'picked', testimonialIds: [theirs.id, MISSING] });
    await call('DELETE', `/widgets/${widget.id}`);
  });

  it('needs a session', async () => {
    const widget = await createWidget(app, owner.cookie);
    for (const [method, path] of [
      ['GET', '/widgets'],
      ['POST', '/widgets'],
      ['GET', `/widgets/${widget.id}`],
      ['PATCH', `/widgets/${widget.id}`],
      ['DELETE', `/widgets/${widget.id}`],
      ['GET', '/publishing'],
      ['PATCH', '/publishing'],
      ['PATCH', `/testimonials/${MISSING}/publishing`],
    ] as const) {
      const res = await app.request(`/api${path}`, jsonRequest(method, method === 'GET' ? undefined : {}));
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect(await ok(call('GET', `/widgets/${widget.id}`))).toEqual({ widget });
  });
});

describe('the wall switch', () => {
  it('is off by default, turns on and off, and counts what is published', async () => {
    const own = await signUpOwner(app);
    const workspaceId = await workspaceOf(app, own.cookie);
    const read = async () =>
      (await ok<{ publishing: unknown }>(call('GET', '/publishing', undefined, own.cookie))).publishing;
    expect(await read()).toEqual({ wallEnabled: false, wallPath: `/gallery/${workspaceId}`, publishedCount: 0 });
    await seedTestimonial(t, own.cookie);
    await seedTestimonial(t, own.cookie, { permission: false });
    await seedTestimonial(t, own.cookie, { hidden: true });
    await seedTestimonial(t, own.cookie, { status: 'pending' });
    await seedTestimonial(t, own.cookie, { status: 'rejected' });
    await seedTestimonial(t, stranger.cookie);
    const on = await ok(call('PATCH', '/publishing', { wallEnabled: true }, own.cookie));
    expect(on).toEqual({ publishing: { wallEnabled: true, wallPath: `/gallery/${workspaceId}`, publishedCount: 1 } });
    expect(await read()).toMatchObject({ wallEnabled: true });
    await fails(
      call('PATCH', '/publishing', { wallEnabled: 'yes' }, own.cookie),
      400,
      'Invalid input: expected boolean, received string',
    );
    await ok(call('PATCH', '/publishing', { wallEnabled: false }, own.cookie));
    expect(await read()).toMatchObject({ wallEnabled: false, publishedCount: 1 });
  });
});

describe('hide and pin', () => {
  const publishing = (id: string, body: unknown, cookie = owner.cookie) =>
    call('PATCH', `/testimonials/${id}/publishing`, body, cookie);

  it('hides and pins a testimonial and answers it as GET /api/testimonials/{id} does', async () => {
    const { id } = await seedTestimonial(t, owner.cookie);
    const hidden = (await ok<TestimonialResponse>(publishing(id, { hidden: true }))).testimonial;
    expect(hidden).toMatchObject({ id, hidden: true, pinned: false, published: false, status: 'approved' });
    expect(await ok(call('GET', `/testimonials/${id}`))).toEqual({ testimonial: hidden });

    const pinned = (await ok<TestimonialResponse>(publishing(id, { hidden: false, pinned: true }))).testimonial;
    expect(pinned).toMatchObject({ hidden: false, pinned: true, published: true });
    const pinnedAt = async () =>
      (await t.db.selectFrom('testimonials').select('pinned_at').where('id', '=', id).executeTakeFirstOrThrow())
        .pinned_at;
    const first = await pinnedAt();
    // Pinning a pinned one keeps its place.
    await ok(publishing(id, { pinned: true }));
    expect(await pinnedAt()).toEqual(first);
    expect((await ok<TestimonialResponse>(publishing(id, { pinned: false }))).testimonial.pinned).toBe(false);
    expect(await pinnedAt()).toBeNull();
    // Nothing sent changes nothing.
    expect((await ok<TestimonialResponse>(publishing(id, {}))).testimonial).toMatchObject({
      hidden: false,
      pinned: false,
    });
  });

  it("answers 404 for another workspace's testimonial and changes nothing", async () => {
    const theirs = await seedTestimonial(t, stranger.cookie);
    await fails(publishing(theirs.id, { hidden: true, pinned: true }), 404, TESTIMONIAL_MESSAGES.notFound);
    await fails(publishing(MISSING, { hidden: true }), 404, TESTIMONIAL_MESSAGES.notFound);
    await fails(publishing('not-a-uuid', { hidden: true }), 404, TESTIMONIAL_MESSAGES.notFound);
    const row = await t.db
      .selectFrom('testimonials')
      .select(['hidden', 'pinned_at'])
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ hidden: false, pinned_at: null });
  });

  it('refuses unknown keys and wrong types', async () => {
    const { id } = await seedTestimonial(t, owner.cookie);
    expect((await publishing(id, { hidden: 'yes' })).status).toBe(400);
    expect((await publishing(id, { approved: true })).status).toBe(400);
  });
});
