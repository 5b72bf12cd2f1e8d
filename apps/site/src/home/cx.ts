/** The class names given, without the empty ones. */
export const cx = (...names: (string | false | undefined)[]): string =>
  names.filter(Boolean).join(' ');
