// Public API of @voyagent/install-prompts. Components land here with their issues; nothing is exported before it is real.
export {};
