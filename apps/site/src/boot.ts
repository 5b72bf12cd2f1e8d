import { afterFirstPaint } from './prerender/afterFirstPaint';

// The page's one script at load. On a prerendered page the site's code is fetched once the
// markup has painted: on a slow network the page and its stylesheet get the bandwidth first, and
// the first paint does not wait behind some 160 KB of script. A page with nothing prerendered
// (the app shell) has nothing to paint and loads its code at once.
if (document.getElementById('root')?.firstElementChild) await afterFirstPaint();
await import('./main');
