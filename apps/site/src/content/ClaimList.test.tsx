import { marketingClaims } from '@voyagent/contracts/content';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClaimList } from './ClaimList';

describe('ClaimList', () => {
  it('lists each claim under the list name it is given', () => {
    render(
      <ClaimList
        label="At a glance"
        claims={[marketingClaims.freeToInstall, marketingClaims.bookingSavings]}
      />,
    );
    const list = screen.getByRole('list', { name: 'At a glance' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free to install', 'Save up to 50% on bookings']);
  });
});
