import { Toaster, toast } from '@voyagent/ui-kit/Toast';
import type { Decorator } from '@storybook/react-vite';
import type { CitySuggestion } from '../autocomplete/suggestions';
import { localDestinationSuggestions } from '../autocomplete/destinationSuggestions';
import type { SearchLinkConfig } from '../search/searchLinkConfig';

/** Stories' partner pages: a reserved domain, never a real booking site. */
export const storyLinkConfig: SearchLinkConfig = {
  hotelSearchBaseUrl: 'https://partner.example/Hotel-Search',
  flightSearchBaseUrl: 'https://partner.example/Flights-Search',
  affiliateIds: { affcid: 'voyagent-stories' },
};

const CITIES: CitySuggestion[] = [
  { name: 'Paris', country: 'France', displayName: 'Paris, France' },
  { name: 'Parma', country: 'Italy', displayName: 'Parma, Italy' },
  { name: 'Lisbon', country: 'Portugal', displayName: 'Lisbon, Portugal' },
  { name: 'London', country: 'United Kingdom', displayName: 'London, United Kingdom' },
];

/** The destination list searched in the page, as an embed's local source would. */
export const storyDestinations = (query: string) =>
  Promise.resolve(localDestinationSuggestions(CITIES, query));

/** The bundled OurAirports index, as an embed without a backend searches it. */
export { localAirportSource as storyAirports } from '../airports/localAirportSource';

/** Room for the open calendars and lists, and the toast region a host mounts once. */
export const withToaster: Decorator = (Story) => {
  toast.dismissAll();
  return (
    <div style={{ minHeight: 560 }}>
      <Story />
      <Toaster />
    </div>
  );
};
