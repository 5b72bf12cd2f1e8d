/**
 * Contracts and deployed functions stay one-to-one: every function src/index.ts exports has a
 * contract of its deployed name and kind, and every contract has its function. A function added
 * without a contract, or a contract left without its function, fails here.
 */
import { contracts, type AnyContract } from '@voyagent/contracts';
import type { HttpsFunction } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { deployedFunctions } from './deployedFunctions';

type Kind = AnyContract['kind'];

function kindOf(fn: HttpsFunction): Kind | 'unknown' {
  const endpoint = (
    fn as {
      __endpoint?: { callableTrigger?: unknown; httpsTrigger?: unknown; scheduleTrigger?: unknown };
    }
  ).__endpoint;
  if (endpoint?.callableTrigger !== undefined) return 'callable';
  if (endpoint?.httpsTrigger !== undefined) return 'http';
  if (endpoint?.scheduleTrigger !== undefined) return 'scheduled';
  return 'unknown';
}

/** Every way the exports and the contracts disagree, in words. */
function mismatches(
  exported: [string, HttpsFunction][],
  byName: Readonly<Record<string, AnyContract>>,
): string[] {
  const problems = exported.flatMap(([name, fn]) => {
    const contract = byName[name];
    if (!contract) return [`${name} is exported without a contract`];
    if (contract.kind !== kindOf(fn)) {
      return [`${name} is exported as ${kindOf(fn)} but its contract is ${contract.kind}`];
    }
    return [];
  });
  const names = new Set(exported.map(([name]) => name));
  for (const [key, contract] of Object.entries(byName)) {
    if (key !== contract.name) problems.push(`contract ${contract.name} is filed as ${key}`);
    if (!names.has(contract.name)) problems.push(`${contract.name} has a contract but no function`);
  }
  return problems;
}

const index = (await import('../src/index')) as Record<string, unknown>;
const exported = deployedFunctions(index);

describe('contracts and exported functions', () => {
  it('match one to one, by deployed name and kind', () => {
    expect(exported.length).toBeGreaterThan(20);
    expect(mismatches(exported, contracts)).toEqual([]);
  });

  it('would notice a function without a contract, a contract without a function, a wrong kind', () => {
    const [first, second, ...rest] = exported;
    if (!first || !second) throw new Error('expected exported functions');
    const withoutFirst = Object.fromEntries(
      Object.entries(contracts).filter(([name]) => name !== first[0]),
    );
    const http = Object.values(contracts).find((contract) => contract.kind === 'http');
    if (!http) throw new Error('expected an HTTP contract');
    expect(mismatches([first, second, ...rest], withoutFirst)).toEqual([
      `${first[0]} is exported without a contract`,
    ]);
    expect(mismatches([first, ...rest], contracts)).toEqual([
      `${second[0]} has a contract but no function`,
    ]);
    expect(
      mismatches([first, second, ...rest], {
        ...contracts,
        [second[0]]: { ...http, name: second[0] },
      }),
    ).toContain(`${second[0]} is exported as ${kindOf(second[1])} but its contract is http`);
  });
});
