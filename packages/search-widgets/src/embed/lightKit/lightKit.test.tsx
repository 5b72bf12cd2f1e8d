import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@voyagent/ui-kit/I18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlightSearch } from '../../FlightSearch/FlightSearch';
import { HotelSearch } from '../../HotelSearch/HotelSearch';
import { VISITOR_TODAY } from '../../SearchForm/testing';
import { Toaster, toast } from './LightToast';

// The forms on the embed build's stand-ins, as vite.embed.config.ts aliases them: the props the
// forms pass must work on them, not only on ui-kit's.
vi.mock('@voyagent/ui-kit/DatePicker', () => import('./NativeDatePicker'));
vi.mock('@voyagent/ui-kit/NumberField', () => import('./NativeNumberField'));
vi.mock('@voyagent/ui-kit/Select', () => import('./NativeSelect'));
vi.mock('@voyagent/ui-kit/Button', () => import('./LightButton'));
vi.mock('@voyagent/ui-kit/Toast', () => import('./LightToast'));

const linkConfig = {
  hotelSearchBaseUrl: 'https://partner.example/Hotel-Search',
  flightSearchBaseUrl: 'https://partner.example/Flights-Search',
};

function renderOnLightKit(form: React.ReactElement, locale = 'en-US') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(VISITOR_TODAY);
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  render(
    <I18nProvider locale={locale}>
      {form}
      <Toaster />
    </I18nProvider>,
  );
  return { open, user: userEvent.setup() };
}

afterEach(() => {
  act(() => toast.dismissAll());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const hotelSearch = () => (
  <HotelSearch
    linkConfig={linkConfig}
    loadDestinations={() => Promise.resolve([])}
    defaultDestination="Paris, France"
  />
);

describe('HotelSearch on the embed’s native fields', () => {
  it('searches the typed days, refusing past days in the inputs themselves', async () => {
    const { open, user } = renderOnLightKit(hotelSearch());
    const dates = screen.getByRole('group', { name: 'Check-in – check-out' });
    const checkIn = within(dates).getByLabelText('Start date');
    const checkOut = within(dates).getByLabelText('End date');
    expect(checkIn).toHaveAttribute('min', '2027-06-10');
    fireEvent.change(checkIn, { target: { value: '2027-06-15' } });
    expect(checkOut).toHaveAttribute('min', '2027-06-15');
    fireEvent.change(checkOut, { target: { value: '2027-06-18' } });
    await user.click(screen.getByRole('button', { name: 'Increase Rooms' }));
    await user.click(screen.getByRole('button', { name: 'Search Hotels' }));

    expect(open).toHaveBeenCalledExactlyOnceWith(
      expect.stringContaining('&d1=2027-06-15&startDate=2027-06-15&d2=2027-06-18'),
      '_blank',
      'noopener,noreferrer',
    );
    expect(open.mock.calls[0]?.[0]).toContain('&adults=2&rooms=2&');
  });

  it('refuses a check-out before the check-in: opens nothing, shows the text at the dates', async () => {
    const { open, user } = renderOnLightKit(hotelSearch());
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2027-06-15' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2027-06-12' } });
    await user.click(screen.getByRole('button', { name: 'Search Hotels' }));

    const checkOut = screen.getByLabelText('End date');
    expect(checkOut).toHaveAttribute('aria-invalid', 'true');
    expect(checkOut).toHaveAccessibleDescription('Check-out date must be after check-in date');
    expect(
      await screen.findByRole('alertdialog', { name: 'Invalid search parameters' }),
    ).toHaveAccessibleDescription('Check-out date must be after check-in date');
    expect(open).not.toHaveBeenCalled();
  });

  it('reports no range while only one day is entered, as the kit’s picker does', async () => {
    const { open, user } = renderOnLightKit(hotelSearch());
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2027-06-15' } });
    await user.click(screen.getByRole('button', { name: 'Search Hotels' }));
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(
      'Check-in date is required',
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('names the inputs and steppers in the widget’s language', () => {
    renderOnLightKit(hotelSearch(), 'fr-FR');
    const dates = screen.getByRole('group', { name: 'Arrivée – départ' });
    expect(within(dates).getByLabelText('Date de début')).toHaveAttribute('type', 'date');
    expect(within(dates).getByLabelText('Date de fin')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('button', { name: 'Augmenter Chambres' })).toBeInTheDocument();
  });

  it('keeps the steppers within the count’s range and reads an emptied count as no number', async () => {
    const { user } = renderOnLightKit(hotelSearch());
    const rooms = screen.getByRole('spinbutton', { name: 'Rooms' });
    expect(screen.getByRole('button', { name: 'Decrease Rooms' })).toBeDisabled();
    await user.clear(rooms);
    expect(rooms).toHaveValue(null);
    await user.click(screen.getByRole('button', { name: 'Search Hotels' }));
    expect(rooms).toHaveAccessibleDescription('Number of rooms must be between 1 and 8');
    await user.click(screen.getByRole('button', { name: 'Increase Rooms' }));
    expect(rooms).toHaveValue(1);
  });
});

describe('FlightSearch on the embed’s native fields', () => {
  it('switches to one-way with the native select and searches without a return leg', async () => {
    const { open, user } = renderOnLightKit(
      <FlightSearch linkConfig={linkConfig} loadAirports={() => Promise.resolve([])} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trip' }), 'One-way');
    await user.type(screen.getByRole('combobox', { name: 'From' }), 'CDG');
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'JFK');
    fireEvent.change(screen.getByLabelText('Departure'), { target: { value: '2027-06-20' } });
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));

    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(url.searchParams.get('trip')).toBe('oneway');
    expect(url.searchParams.get('leg2')).toBeNull();
  });
});

describe('the embed’s toast', () => {
  it('shows the newest toast alone, as an alert dialog, until its time is up', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.error({ title: 'First' });
      toast.error({ title: 'Invalid search parameters', description: 'Destination is required' });
    });
    const shown = screen.getByRole('alertdialog', { name: 'Invalid search parameters' });
    expect(shown).toHaveAccessibleDescription('Destination is required');
    expect(screen.queryByText('First')).toBeNull();
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes with its × button and shows nothing for an empty toast', async () => {
    render(<Toaster />);
    act(() => {
      expect(toast.info({ title: ' ' })).toBe('');
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => {
      toast.info({ title: 'Saved' });
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
