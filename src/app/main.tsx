// Entry: runtime first (i18n, theme), then the router built from the route table.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ready as i18nReady } from '@runtime/i18n';
import '@runtime/theme';
import { configureHttp } from '@runtime/http';
import { isLoggedIn } from '@runtime/auth';
import { isLoggingOut, preloadUserMenus } from '@renderers/layout';
import { createAppRouter } from './router';
import './styles.css';

const router = createAppRouter();
// a signed-in visitor's avatar menu and bell are chunks of their own: fetch them with the first screen
if (isLoggedIn()) preloadUserMenus();

// The HTTP client's navigation goes through the router (no full page reload).
configureHttp({
  onUnauthorized: () => {
    if (!isLoggingOut()) void router.navigate('/?login=1');
  },
  onSessionExpired: () => void router.navigate('/'),
});

// The router already loads the first screen; draw once the starting language is in too (at once for
// zh, the bundled one; an English visitor's messages load in parallel with the screen).
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
