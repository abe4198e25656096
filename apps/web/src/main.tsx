import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/Providers';
import { router } from './app/routes';
import { i18nReady } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first paint is in the user's language: its catalogue is a chunk of its own.
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
