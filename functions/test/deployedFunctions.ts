import type { HttpsFunction } from 'firebase-functions/v2/https';

/**
 * `{get: {profile: fn}}` → [['get-profile', fn]]: the functions a module exports, under the names
 * Firebase deploys nested exports as.
 */
export function deployedFunctions(
  tree: Record<string, unknown>,
  prefix = '',
): [string, HttpsFunction][] {
  return Object.entries(tree).flatMap(([key, value]): [string, HttpsFunction][] => {
    const name = prefix ? `${prefix}-${key}` : key;
    if (typeof value === 'function' && '__endpoint' in value) {
      return [[name, value as HttpsFunction]];
    }
    if (value && typeof value === 'object') {
      return deployedFunctions(value as Record<string, unknown>, name);
    }
    return [];
  });
}
