import './styles/global.css';
import { afterFirstPaint } from './lib/after-first-paint.ts';
import { preloadPageModules } from './lib/page-modules.ts';

// The server's HTML is painted before any of the app's code is fetched or run, so a phone on a
// slow line shows the page the moment its stylesheet arrives; then the code loads in parallel.
void afterFirstPaint().then(() => {
  preloadPageModules();
  return import('./app/start.tsx');
});
