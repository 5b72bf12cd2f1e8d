import * as functionsLogger from 'firebase-functions/logger';
import { redact } from '@voyagent/contracts';

/** Structured Cloud Logging, with every payload redacted first. */
export const logger = {
  info: (message: string, data?: Record<string, unknown>) =>
    functionsLogger.info(message, redact(data ?? {})),
  warn: (message: string, data?: Record<string, unknown>) =>
    functionsLogger.warn(message, redact(data ?? {})),
  error: (message: string, data?: Record<string, unknown>) =>
    functionsLogger.error(message, redact(data ?? {})),
};
