import { PRODUCT_NAME } from '@bloom/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginForm } from '../features/auth/components/login-form';
import { SignupForm } from '../features/auth/components/signup-form';

/**
 * Build time only (scripts/prerender-landing.mjs): the first render of /login and /signup, signed
 * out, so their first response already paints the form; main.tsx keeps it on screen until the
 * page's code renders the same markup in its place (as for the landing, docs/decisions/018).
 * Each page comes with its own title and description for search engines and link previews.
 */
export function renderAuthPages(setLocation: (url: string) => void) {
  const pages = [
    {
      name: 'login',
      page: <LoginForm />,
      title: `Sign in to your account · ${PRODUCT_NAME}`,
      description: `Sign in to ${PRODUCT_NAME}: your clients' portals, submissions, files and testimonials in one place.`,
    },
    {
      name: 'signup',
      page: <SignupForm />,
      title: `Create your account · ${PRODUCT_NAME}`,
      description: `Create your ${PRODUCT_NAME} account and send your first branded client portal in minutes.`,
    },
  ];
  return pages.map(({ name, page, title, description }) => {
    const url = `/${name}`;
    setLocation(url);
    // Kept for ever, then cleared: no garbage-collection timer may outlive the build (see the landing's).
    const client = new QueryClient({
      defaultOptions: {
        queries: { gcTime: Number.POSITIVE_INFINITY },
        mutations: { gcTime: Number.POSITIVE_INFINITY },
      },
    });
    const html = renderToString(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
      </QueryClientProvider>,
    );
    client.clear();
    // Until the page's code takes over, the form is only a picture of itself: its fields are
    // disabled, so nothing typed into them is lost when the live form replaces them.
    return { name, html: html.replace(/<(input|button|textarea|select)\b/g, '<$1 disabled=""'), title, description };
  });
}
