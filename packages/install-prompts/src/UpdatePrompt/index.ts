export { UPDATE_PROMPT_TEXTS, UpdatePrompt } from './UpdatePrompt';
export type { UpdatePromptProps } from './UpdatePrompt';
