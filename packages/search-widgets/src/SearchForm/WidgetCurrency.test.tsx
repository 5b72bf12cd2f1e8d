import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@voyagent/ui-kit/I18n';
import { describe, expect, it } from 'vitest';
import { CurrencyProvider, usePriceFormat } from './WidgetCurrency';

function Price({ amount }: { amount: number }) {
  return <p>{usePriceFormat().format(amount)}</p>;
}

describe('usePriceFormat', () => {
  it('writes prices in US dollars where no currency was chosen', () => {
    render(
      <I18nProvider locale="en-US">
        <Price amount={1234.5} />
      </I18nProvider>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('$1,234.50');
  });

  it('writes prices in the chosen currency, for the widget’s locale', () => {
    render(
      <I18nProvider locale="fr-FR">
        <CurrencyProvider currency="EUR">
          <Price amount={1234.5} />
        </CurrencyProvider>
      </I18nProvider>,
    );
    // French groups with a narrow no-break space and puts the sign after the amount.
    expect(screen.getByRole('paragraph').textContent).toBe('1\u202f234,50\u00a0€');
  });
});
