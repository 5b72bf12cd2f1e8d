// Public API of @voyagent/emailpopup. Components land here with their issues; nothing is exported before it is real.
export {};
