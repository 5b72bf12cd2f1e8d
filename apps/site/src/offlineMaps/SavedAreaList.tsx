import { Button, useLocale } from '@voyagent/ui-kit';
import { formatMegabytes } from './offlineArea';
import styles from './offlineMaps.module.css';
import type { SavedArea } from './savedAreas';
import toolStyles from '../travelTools/travelTools.module.css';

/** The areas saved on this device, each shown on the map or deleted with its tiles. */
export function SavedAreaList({
  areas,
  onShow,
  onDelete,
}: {
  areas: readonly SavedArea[];
  onShow: (area: SavedArea) => void;
  onDelete: (area: SavedArea) => void;
}) {
  const { locale } = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className={toolStyles.answer} aria-labelledby="saved-areas-title">
      <h2 id="saved-areas-title">Saved areas</h2>
      {areas.length === 0 ? (
        <p className={styles.areaMeta}>No areas saved on this device yet.</p>
      ) : (
        <ul className={toolStyles.list} aria-labelledby="saved-areas-title">
          {areas.map((area) => (
            <li key={area.id}>
              <h3>{area.name}</h3>
              <p className={styles.areaMeta}>
                {`Zoom ${area.minZoom}–${area.maxZoom} · ${area.tileCount} tiles · ${formatMegabytes(area.bytes, locale)} · saved ${date.format(new Date(area.savedAt))}`}
              </p>
              <div className={styles.areaActions}>
                <Button variant="secondary" onPress={() => onShow(area)}>
                  {`Show ${area.name}`}
                </Button>
                <Button variant="secondary" onPress={() => onDelete(area)}>
                  {`Delete ${area.name}`}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
