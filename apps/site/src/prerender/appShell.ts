/**
 * The untouched app shell the build keeps beside the prerendered pages: hosting's rewrite and the
 * service worker's navigations serve it for every path without a page file of its own. Its own
 * module so the service worker imports nothing else.
 */
export const APP_SHELL_FILE = 'app-shell.html';
