/**
 * Entry of the staff console (index.html). Language first (it sets lang/dir before anything renders), then the
 * router, the session layer, the progress bar and the service worker.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@shared/api/query-client';
import { currentLanguage, initI18n, loadLocale } from '@shared/i18n/i18n';
import { AppProviders } from './app/app-providers';
import { attachProgressBar } from './app/progress-bar';
import { createAppRouter } from './app/router/create-app-router';
import { registerServiceWorker } from './app/service-worker';
import { wireSession } from './app/session-wiring';

// The page's language is a lazy chunk (English is bundled); it is in place before anything renders.
const language = currentLanguage();
await loadLocale(language);
initI18n(language);
const queryClient = createQueryClient();
const router = createAppRouter();
wireSession(router);
attachProgressBar(router);
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
