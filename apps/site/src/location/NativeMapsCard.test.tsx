import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../firebase/callables', () => ({ backend: {} }));
vi.mock('../firebase/client', () => ({ auth: { currentUser: null } }));

const { NativeMapsCard } = await import('./LocationMapDialog');

describe('NativeMapsCard', () => {
  // SI-231, SI-232
  it('opens the maps app (a geo: URI on mobile) and gives directions', () => {
    render(<NativeMapsCard position={{ latitude: 48.8566, longitude: 2.3522 }} mobile />);
    expect(screen.getByRole('link', { name: /Open in maps app/ })).toHaveAttribute(
      'href',
      'geo:48.8566,2.3522?q=48.8566,2.3522',
    );
    expect(screen.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=48.8566%2C2.3522',
    );
  });

  // SI-257
  it('says "No location provided" without a position', () => {
    render(<NativeMapsCard position={null} mobile={false} />);
    expect(screen.getByText('No location provided')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
