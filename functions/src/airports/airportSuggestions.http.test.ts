import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The embeds' adapter, tested against the real function over HTTP (tests may cross folders).
import { endpointAirportSource } from '../../../packages/search-widgets/src/airports/endpointAirportSource';
import { serveFunctions, type FunctionsServer } from '../../test/httpServer';
import { airportSuggestions } from './airportSuggestions';

let server: FunctionsServer;
let url: string;

beforeAll(async () => {
  server = await serveFunctions([['airport-suggestions', airportSuggestions]]);
  url = `${server.url}/airport-suggestions`;
});
afterAll(() => server.close());

describe("airport-suggestions over HTTP, through the embeds' endpointAirportSource", () => {
  it("answers a partner page's request with the same airports as the bundled list", async () => {
    const airports = await endpointAirportSource(url)('par');
    expect(airports.slice(0, 4).map((airport) => airport.code)).toEqual([
      'CDG',
      'ORY',
      'LBG',
      'PRX',
    ]);
  });

  it('asks nothing under 2 characters', async () => {
    expect(await endpointAirportSource('http://127.0.0.1:9/unreachable')('p')).toEqual([]);
  });

  it('rejects a refusal so the widget can fall back to its local list', async () => {
    await expect(endpointAirportSource(`${server.url}/no-such-function`)('par')).rejects.toThrow(
      'airport-suggestions answered HTTP 404 without airports',
    );
  });

  it('rejects with the reason of an aborted search', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('superseded', 'AbortError'));
    await expect(endpointAirportSource(url)('par', controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
