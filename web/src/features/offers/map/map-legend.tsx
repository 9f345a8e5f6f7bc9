import { useTranslation } from '../../../lib/i18n.ts';
import { markerShapeNames, shapeSvg, typeColorTokens, type MapOfferType } from './marker-images.ts';
import styles from './offer-map.module.css';

const legendTypes: MapOfferType[] = ['spot', 'entry', 'club', 'place'];

/** Which shape and colour stands for which kind of offer: the key to the markers. */
export function MapLegend() {
  const { t } = useTranslation();
  return (
    <ul className={styles.legend} aria-label={t('offerMap.legend')}>
      {legendTypes.map((type) => (
        <li key={type} data-shape={markerShapeNames[type]}>
          <span
            className={styles.legendShape}
            aria-hidden="true"
            // Our own constant markup: the very shapes the map draws.
            dangerouslySetInnerHTML={{ __html: shapeSvg(type, `var(${typeColorTokens[type][0]})`) }}
          />
          {t(`offerMap.types.${type}`)}
        </li>
      ))}
    </ul>
  );
}
