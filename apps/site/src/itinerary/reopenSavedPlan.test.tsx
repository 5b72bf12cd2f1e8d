import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/authStore';
import { backend } from '../firebase/callables';
import { ItineraryPage } from '../pages/ItineraryPage';
import { itinerarySaveItem, type ItineraryRequest } from './itineraryForm';
import { listedSavedItem } from './savedPlanFixture';
import { OpenSavedPlanLink } from './OpenSavedPlanLink';
import { SAVED_PLAN_TEXTS, savedPlanHref } from './savedPlan';

vi.mock('../firebase/client', () => ({ auth: {}, functions: {} }));
vi.mock('../firebase/callables', () => ({
  backend: { savedItemsList: vi.fn(), savedItemsSave: vi.fn() },
}));
vi.mock('../account/accountStore', () => ({ refreshAccount: vi.fn() }));

const mocked = vi.mocked(backend);

const request: ItineraryRequest = {
  destination: 'Paris',
  startDate: '2030-05-01',
  endDate: '2030-05-01',
  partySize: 2,
  currency: 'EUR',
  pace: 'balanced',
  language: 'en',
};
const spoon = { id: 'osm:node/1', name: 'Spoon', latitude: 48.8566, longitude: 2.3522 };
const slot = (activity: string) => ({
  activity,
  place: spoon,
  durationMin: 60,
  estimatedCost: null,
  travelMinutesFromPrevious: 0,
});
const plan = {
  itinerary: {
    destination: 'Paris',
    currency: 'EUR',
    days: [{ date: '2030-05-01', slots: [slot('Visit Spoon'), slot('Lunch at Spoon')] }],
  },
  places: [spoon],
  sources: [
    { label: 'OpenStreetMap', dataDate: '2026-01-01', url: 'https://www.openstreetmap.org/' },
  ],
  notice: null,
  offline: true,
};

/** The plan as the editor saved it, as saved-items-list answers it. */
const savedItem = () =>
  listedSavedItem(itinerarySaveItem(request, plan.itinerary, [], plan, 'itinerary-paris-kept'));

function openSavedPlan(itemId: string) {
  return render(
    <MemoryRouter initialEntries={[savedPlanHref(itemId)]}>
      <ItineraryPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  useAuthStore.setState({
    status: 'signed-in',
    user: { uid: 'user-1', email: 'traveller@example.com' },
  });
});

describe('a saved plan opened in /itinerary’s editor', () => {
  it('loads the plan, checks it again, and saves an edit over the same saved item', async () => {
    const item = savedItem();
    mocked.savedItemsList
      .mockResolvedValueOnce({ items: [{ ...item, id: 'row-2', item_id: 'other' }], nextOffset: 1 })
      .mockResolvedValueOnce({ items: [item], nextOffset: null });
    mocked.savedItemsSave.mockResolvedValue(item);
    openSavedPlan(item.item_id);

    await screen.findByRole('heading', { level: 2, name: 'Paris: 1 days' });
    expect(screen.getByText(SAVED_PLAN_TEXTS.reopened)).toBeVisible();
    expect(screen.getByTestId('plan-checked')).toBeVisible();
    expect(mocked.savedItemsList).toHaveBeenCalledWith({
      item_type: 'itinerary',
      limit: 50,
      offset: 1,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove: Lunch at Spoon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save to my account' }));
    await screen.findByText(/Saved to your account\./);
    const saved = mocked.savedItemsSave.mock.calls[0]?.[0];
    expect(saved).toMatchObject({ item_id: 'itinerary-paris-kept', item_type: 'itinerary' });
    const itinerary = (saved?.item_data as { itinerary: typeof plan.itinerary }).itinerary;
    expect(itinerary.days[0]?.slots.map((one) => one.activity)).toEqual(['Visit Spoon']);
  }, 60_000);

  it('says so when the plan is no longer saved, and asks a guest to sign in', async () => {
    mocked.savedItemsList.mockResolvedValue({ items: [], nextOffset: null });
    const { unmount } = openSavedPlan('itinerary-gone');
    expect(await screen.findByText(SAVED_PLAN_TEXTS.notFound)).toBeVisible();
    unmount();

    useAuthStore.setState({ status: 'signed-out', user: null });
    openSavedPlan('itinerary-gone');
    const form = screen.getByRole('form', { name: 'Plan a trip' });
    expect(within(form).getByRole('button', { name: 'Plan my trip' })).toBeVisible();
    expect(await screen.findByText(SAVED_PLAN_TEXTS.signIn)).toBeVisible();
  }, 60_000);

  it('is reached from the saved item by "Open in editor", offered only for a whole plan', () => {
    const item = savedItem();
    const { container } = render(
      <MemoryRouter>
        <OpenSavedPlanLink item={item} />
        <OpenSavedPlanLink item={{ ...item, item_id: 'broken', item_data: {} }} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: `Open in editor: ${item.title}` });
    expect(link).toHaveAttribute('href', savedPlanHref(item.item_id));
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });
});
