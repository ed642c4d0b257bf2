// First: before any zod schema is built (no eval under the CSP).
import '../lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from '../features/portal/components/portal-app';
import './portal.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <PortalApp />
  </StrictMode>,
);
