import { expect, test } from './fixtures';
import { snapBoth } from './support';

/** /testimonials lists what clients wrote in their portal, pending until the owner decides. */
test('a testimonial written in the portal shows on /testimonials as pending', async ({ page, owner, baseURL }) => {
  void owner;
  const headers = { origin: baseURL ?? '' };
  await page.goto('/testimonials');
  await expect(page.getByRole('heading', { name: 'No testimonials yet' })).toBeVisible();

  const client = await page.request.post('/api/clients', {
    data: { projectName: 'Harbor Bakery website', clientName: 'Maya Chen', templateId: 'builtin-web-design' },
    headers,
  });
  expect(client.status()).toBe(201);
  const { shareToken } = ((await client.json()) as { client: { shareToken: string } }).client;
  const portal = await page.request.get(`/api/portal/${shareToken}`);
  const { stages } = (await portal.json()) as { stages: { id: string; stepType: string }[] };
  const stage = stages.find((s) => s.stepType === 'testimonial');
  const words =
    'Working together was calm and clear from the first call to launch day. Our bakery finally has a site we are proud of.';
  const submit = await page.request.post(`/api/portal/${shareToken}/stages/${stage?.id}/submit`, {
    data: {
      answers: {
        rating: 5,
        testimonial: words,
        client_title: 'Owner',
        client_company: 'Harbor Bakery',
        share_permission: true,
      },
    },
    headers,
  });
  expect(submit.status()).toBe(200);

  await page.reload();
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByText('Pending')).toBeVisible();
  await expect(page.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(page.getByText('Owner, Harbor Bakery')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Harbor Bakery website' })).toBeVisible();
  await snapBoth(page, 'testimonials-list');
});
