// Public API of @voyagent/save-button. Components land here with their issues; nothing is exported before it is real.
export {};
