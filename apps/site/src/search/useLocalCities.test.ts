import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocalCities } from './useLocalCities';

describe('useLocalCities', () => {
  it('starts empty, then holds the bundled city list in English', async () => {
    const { result } = renderHook(() => useLocalCities());
    expect(result.current).toEqual([]);
    await waitFor(() => expect(result.current.length).toBeGreaterThan(2000));
    expect(result.current).toContainEqual({
      name: 'Reykjavík',
      country: 'Iceland',
      displayName: 'Reykjavík, Iceland',
    });
  });

  it('loads the list once for every field', async () => {
    const first = renderHook(() => useLocalCities());
    const second = renderHook(() => useLocalCities());
    await waitFor(() => expect(first.result.current.length).toBeGreaterThan(0));
    await waitFor(() => expect(second.result.current).toBe(first.result.current));
  });
});
