import { describe, expect, it } from 'vitest';
import { FUNCTIONS_URL } from './browser';

/** The callable protocol as any client speaks it: POST {data}, answer {result} or {error}. */
async function call(name: string, body: string) {
  const response = await fetch(`${FUNCTIONS_URL}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: await response.json() };
}

describe('city-suggestions on the functions emulator', () => {
  it('answers {cities} for a valid query', async () => {
    const { status, body } = await call(
      'city-suggestions',
      JSON.stringify({ data: { query: 'Par' } }),
    );
    expect(status).toBe(200);
    expect(body.result.cities[0]).toEqual({
      name: 'Paris',
      country: 'France',
      displayName: 'Paris, France',
    });
  });

  it.each([
    ['missing', {}],
    ['short', { query: 'P' }],
    ['non-string', { query: ['Paris'] }],
    ['10 KB', { query: 'x'.repeat(10_240) }],
  ])('answers 400 invalid-argument, never 500, for a %s query', async (_case, data) => {
    const { status, body } = await call('city-suggestions', JSON.stringify({ data }));
    expect(status).toBe(400);
    expect(body.error.status).toBe('INVALID_ARGUMENT');
    expect(body.error.message).toMatch(/query/);
  });

  it('refuses profile calls without a signed-in user', async () => {
    const { status, body } = await call('get-profile', JSON.stringify({ data: {} }));
    expect(status).toBe(401);
    expect(body.error.status).toBe('UNAUTHENTICATED');
  });
});
