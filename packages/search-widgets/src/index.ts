// Public API of @voyagent/search-widgets. Components land here with their issues; nothing is exported before it is real.
export {};
