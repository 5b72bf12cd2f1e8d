import { localAirportSource } from '../airports/localAirportSource';
import { FlightSearch } from '../FlightSearch/FlightSearch';
import type { EmbedOptions } from './embedConfig';
import { mountWidget } from './mountWidget';

/**
 * The flight link's parameter that carries the partner's `data-affiliate-id` (travel.md §7
 * "affiliate identifiers"), set by the embed build like the base URLs.
 */
declare const __VOYAGENT_EMBED_AFFILIATE_PARAM__: string;

/** This widget's stylesheets: the embed build writes them in place of the marker. */
const WIDGET_CSS = '/*__VOYAGENT_EMBED_CSS__*/';

/** The `flight-search` chunk: the flight form on the bundled airport index. */
export function mount(root: ShadowRoot, options: EmbedOptions, pageNonce: string | null) {
  return mountWidget(root, options, pageNonce, WIDGET_CSS, ({ config }) => (
    <FlightSearch
      linkConfig={{
        hotelSearchBaseUrl: config.hotelSearchBaseUrl,
        flightSearchBaseUrl: config.flightSearchBaseUrl,
        affiliateIds: config.affiliateId
          ? { [__VOYAGENT_EMBED_AFFILIATE_PARAM__]: config.affiliateId }
          : undefined,
      }}
      loadAirports={localAirportSource}
    />
  ));
}
