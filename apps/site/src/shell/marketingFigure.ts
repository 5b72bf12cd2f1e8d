const MULTIPLIERS: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9 };

/**
 * The number an operator content figure stands for, for surfaces that format it themselves:
 * "1M+" → 1 000 000, "50,000+" → 50 000. Undefined for anything else, so the surface leaves the
 * figure out rather than show a wrong one.
 */
export function marketingFigureValue(figure: string): number | undefined {
  const match = /^(\d+(?:,\d{3})*(?:\.\d+)?)([KMB])?\+?$/i.exec(figure.trim());
  if (!match?.[1]) return undefined;
  const value = Number(match[1].replaceAll(',', ''));
  const multiplier = match[2] ? (MULTIPLIERS[match[2].toUpperCase()] ?? 1) : 1;
  return value * multiplier;
}
