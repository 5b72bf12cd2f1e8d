import './saving.css';
import { SaveButton, type SaveableItem } from '@voyagent/save-button';

/** Destinations a visitor can keep for later from the home page (travel.md §2, §4). */
export const POPULAR_DESTINATIONS: readonly SaveableItem[] = [
  {
    item_id: 'paris-fr',
    item_type: 'destination',
    title: 'Paris',
    description: 'France · museums, cafés and the Seine',
  },
  {
    item_id: 'tokyo-jp',
    item_type: 'destination',
    title: 'Tokyo',
    description: 'Japan · neon nights and quiet temples',
  },
  {
    item_id: 'lisbon-pt',
    item_type: 'destination',
    title: 'Lisbon',
    description: 'Portugal · hills, trams and the Atlantic',
  },
  {
    item_id: 'cape-town-za',
    item_type: 'destination',
    title: 'Cape Town',
    description: 'South Africa · Table Mountain and the coast',
  },
];

export function PopularDestinations() {
  return (
    <section className="popular-destinations" aria-labelledby="popular-destinations-title">
      <h2 id="popular-destinations-title">Popular destinations</h2>
      <ul className="popular-destinations__list">
        {POPULAR_DESTINATIONS.map((destination) => (
          <li key={destination.item_id} className="destination-card">
            <h3 className="destination-card__title">{destination.title}</h3>
            <p className="destination-card__text">{destination.description}</p>
            <SaveButton item={destination} />
          </li>
        ))}
      </ul>
    </section>
  );
}
