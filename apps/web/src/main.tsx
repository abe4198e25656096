import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/Providers';
import { AppRoutes } from './app/routes';
import { i18nReady } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first paint is in the user's language: its catalogue is a chunk of its own. The first render
// is a transition, which React splits into short tasks: the page stays responsive while it builds.
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    ),
  ),
);
