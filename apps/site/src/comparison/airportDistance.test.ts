import { describe, expect, it } from 'vitest';
import { airportDistanceKm } from './airportDistance';

describe('airportDistanceKm', () => {
  it('measures CDG → JFK over the airport data: 5,834 km', async () => {
    // CDG (49.0128, 2.55) → JFK (40.6394, -73.7793) by the haversine formula on the
    // 6371.0088 km mean radius: 5833.7 km, worked out apart from the code.
    expect(await airportDistanceKm('CDG', 'JFK')).toBe(5834);
  });

  it('has no distance for a code the data does not have', async () => {
    expect(await airportDistanceKm('CDG', 'QQQ')).toBeUndefined();
  });
});
