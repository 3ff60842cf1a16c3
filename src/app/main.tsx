// Entry: runtime first (i18n, theme), then the router built from the route table.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@runtime/i18n';
import '@runtime/theme';
import { configureHttp } from '@runtime/http';
import { register as registerLayout } from '@renderers/layout';
import { isLoggingOut } from '@renderers/layout';
import { createAppRouter } from './router';
import './styles.css';

registerLayout();
const router = createAppRouter();

// The HTTP client's navigation goes through the router (no full page reload).
configureHttp({
  onUnauthorized: () => {
    if (!isLoggingOut()) void router.navigate('/?login=1');
  },
  onSessionExpired: () => void router.navigate('/'),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
