// First: before any zod schema is built (no eval under the CSP).
import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// A pre-rendered page (the landing, /login, /signup) stays on screen until the router has the
// page's code, so the first render replaces it with the same markup instead of the loading
// spinner (docs/decisions/018). That render is a transition: React works on it in small slices
// while the pre-rendered page stays usable, instead of one long task that blocks the main thread
// (what Lighthouse counts as total blocking time on a slow phone).
if (container.firstChild) {
  const renderSoon = () => startTransition(render);
  if (router.state.initialized) renderSoon();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      renderSoon();
    });
  }
} else render();
