import './styles/global.css';
import { afterFirstPaint, nextTask } from './lib/after-first-paint.ts';
import { preloadPageModules } from './lib/page-modules.ts';

// The server's HTML is painted before any of the app's code is fetched or run, so a phone on a
// slow line shows the page the moment its stylesheet arrives; then the code loads in parallel.
// The libraries run in one task and the app in the next, so neither holds a slow phone's main
// thread for long.
void afterFirstPaint()
  .then(() => {
    preloadPageModules();
    return import('react-dom/client');
  })
  .then(nextTask)
  .then(() => import('./app/start.tsx'));
