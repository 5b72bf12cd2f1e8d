import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusedOnce, useLocalCities } from './useLocalCities';

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

  it('loads nothing until wanted (focus has entered the form)', async () => {
    const form = document.createElement('form');
    const field = document.createElement('input');
    form.append(field);
    document.body.append(form);
    const { result } = renderHook(() => {
      const [focused, ref] = useFocusedOnce();
      return { cities: useLocalCities(focused), ref };
    });
    act(() => void result.current.ref(form));
    // Long enough for the list to arrive, were it asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.cities).toEqual([]);
    act(() => field.focus());
    await waitFor(() => expect(result.current.cities.length).toBeGreaterThan(2000));
    form.remove();
  });
});
