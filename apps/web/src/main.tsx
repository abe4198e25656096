import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/Providers';
import { AppRoutes } from './app/routes';
import { i18nReady } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first paint is in the user's language: its catalogue is a chunk of its own.
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
