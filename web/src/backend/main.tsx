import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { BrowserRouter } from 'react-router';
import { BackendApp } from './app.tsx';
import { backendBase } from './locale.ts';

// The server puts a fresh nonce into this meta tag of each backend answer and allows only
// style elements carrying it (decision 032): emotion's styles get it, injected ones do not.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const cache = createCache({ key: 'ra', nonce });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={cache}>
      <BrowserRouter basename={backendBase()}>
        <BackendApp />
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>,
);
