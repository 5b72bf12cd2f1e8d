import { describe, expect, it, vi } from 'vitest';
import { openCustomerPortal, startCheckout } from './checkout';

const request = { plan: 'pro', isGuest: true } as const;

describe('startCheckout', () => {
  it('goes to the URL the backend answered (AU-027)', async () => {
    const open = vi.fn();
    const create = vi.fn(() => Promise.resolve({ url: 'https://pay.example/s/1' }));
    expect(await startCheckout(create, request, { open })).toBeNull();
    expect(create).toHaveBeenCalledWith(request);
    expect(open).toHaveBeenCalledWith('https://pay.example/s/1');
  });

  it('names each way it fails in the spec words', async () => {
    const open = vi.fn();
    expect(
      await startCheckout(
        () => Promise.reject(new Error('This discount link has expired.')),
        request,
        {
          open,
        },
      ),
    ).toBe('Failed to create checkout session: This discount link has expired.');
    expect(await startCheckout(() => Promise.resolve({ url: '' }), request, { open })).toBe(
      'No checkout URL received',
    );
    expect(
      await startCheckout(() => Promise.resolve({ url: 'https://pay.example' }), request, {
        open: () => Promise.reject(new Error('browser closed')),
      }),
    ).toBe('Failed to start checkout process: browser closed');
    expect(open).not.toHaveBeenCalled();
  });
});

describe('openCustomerPortal', () => {
  it('asks a signed-out visitor to sign in without calling the backend', async () => {
    const portal = vi.fn(() => Promise.resolve({ url: 'https://pay.example/p' }));
    expect(await openCustomerPortal(false, portal, { open: vi.fn() })).toEqual({
      title: 'Please sign in to manage your subscription',
    });
    expect(portal).not.toHaveBeenCalled();
  });

  it('opens the portal, or says which step failed', async () => {
    const open = vi.fn();
    expect(
      await openCustomerPortal(true, () => Promise.resolve({ url: 'https://pay.example/p' }), {
        open,
      }),
    ).toBeNull();
    expect(open).toHaveBeenCalledWith('https://pay.example/p');
    expect(
      await openCustomerPortal(true, () => Promise.reject(new Error('There is no subscription')), {
        open,
      }),
    ).toEqual({ title: 'Failed to open customer portal', description: 'There is no subscription' });
    expect(
      await openCustomerPortal(true, () => Promise.resolve({ url: 'https://pay.example/p' }), {
        open: () => {
          throw new Error('blocked');
        },
      }),
    ).toEqual({ title: 'Failed to open subscription management', description: 'blocked' });
  });
});
