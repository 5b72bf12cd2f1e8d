import { describe, expect, it } from 'vitest';
import { localAirportSource } from './localAirportSource';

describe('localAirportSource', () => {
  it('answers from the bundled list', async () => {
    const airports = await localAirportSource('JFK');
    expect(airports[0]).toMatchObject({ code: 'JFK', displayName: 'New York (JFK)' });
  });

  it('answers nothing under 2 characters', async () => {
    expect(await localAirportSource('j')).toEqual([]);
  });

  it('rejects with the reason of an aborted search, as fetch does', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('superseded', 'AbortError'));
    await expect(localAirportSource('par', controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
      message: 'superseded',
    });
  });
});
