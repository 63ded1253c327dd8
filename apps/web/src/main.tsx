import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import {
  followLanguage,
  initI18n,
  readStoredLanguage,
  resolveLanguage,
  watchStoredLanguage,
} from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import '@/styles.css';

const queryClient = createQueryClient();
// Created before the texts are ready, so the first page's code and data start loading at once.
const router = createAppRouter(queryClient);

router.subscribe((state) => followLanguage(state.location.pathname));
watchStoredLanguage();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void initI18n(resolveLanguage(window.location.pathname, readStoredLanguage())).then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
