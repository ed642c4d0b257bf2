import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailKeys } from '../../../api/email';
import { type NotificationSettings, toggleNotificationOptions } from './notification-settings';

const ALL_ON: NotificationSettings = { submission: true, testimonial: true, milestone: true, weeklySummary: true };

/** fetch answers in the order the test settles them. */
function controlledFetch() {
  const pending: { body: unknown; settle: (response: Response) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((settle) => pending.push({ body: JSON.parse(String(init.body)), settle })),
    ),
  );
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  return {
    pending,
    answer: (i: number, notifications: NotificationSettings) => pending[i]?.settle(json(200, { notifications })),
    fail: (i: number, message: string) => pending[i]?.settle(json(500, { error: { code: 'INTERNAL_ERROR', message } })),
  };
}

const setup = () => {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(emailKeys.notifications, ALL_ON);
  const onSaved = vi.fn();
  const onFailed = vi.fn();
  const flip = (kind: keyof NotificationSettings, on: boolean) =>
    new MutationObserver(queryClient, toggleNotificationOptions(queryClient, { onSaved, onFailed }))
      .mutate({ kind, on })
      .catch(() => undefined);
  const shown = () => queryClient.getQueryData<NotificationSettings>(emailKeys.notifications);
  return { queryClient, flip, shown, onSaved, onFailed };
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.unstubAllGlobals());

describe('flipping a notification toggle', () => {
  it('shows the flip at once, sends only that key, and keeps the server’s answer', async () => {
    const server = controlledFetch();
    const { flip, shown, onSaved } = setup();
    const done = flip('weeklySummary', false);
    await tick();
    expect(shown()).toEqual({ ...ALL_ON, weeklySummary: false });
    expect(server.pending[0]?.body).toEqual({ weeklySummary: false });
    server.answer(0, { ...ALL_ON, weeklySummary: false });
    await done;
    expect(shown()).toEqual({ ...ALL_ON, weeklySummary: false });
    expect(onSaved).toHaveBeenCalledWith({ kind: 'weeklySummary', on: false });
  });

  it('puts back only the toggle that failed, and says so', async () => {
    const server = controlledFetch();
    const { flip, shown, onFailed } = setup();
    const first = flip('testimonial', false);
    const second = flip('submission', false);
    await tick();
    expect(shown()).toEqual({ ...ALL_ON, testimonial: false, submission: false });
    server.fail(1, 'Something went wrong');
    await second;
    // The testimonial flip is still on its way: it stays as the owner left it.
    expect(shown()).toEqual({ ...ALL_ON, testimonial: false });
    expect(onFailed).toHaveBeenCalledWith({ kind: 'submission', on: false }, expect.any(Error));
    expect((onFailed.mock.calls[0] as [unknown, Error])[1].message).toBe('Something went wrong');
    server.answer(0, { ...ALL_ON, testimonial: false });
    await first;
    expect(shown()).toEqual({ ...ALL_ON, testimonial: false });
  });

  it('never lets an earlier answer undo a later flip', async () => {
    const server = controlledFetch();
    const { flip, shown } = setup();
    const first = flip('milestone', false);
    const second = flip('submission', false);
    await tick();
    // The first answer knows nothing of the second flip.
    server.answer(0, { ...ALL_ON, milestone: false });
    await first;
    expect(shown()).toEqual({ ...ALL_ON, milestone: false, submission: false });
    server.answer(1, { ...ALL_ON, milestone: false, submission: false });
    await second;
    expect(shown()).toEqual({ ...ALL_ON, milestone: false, submission: false });
  });
});
