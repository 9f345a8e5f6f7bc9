import { useTranslation } from '../../../lib/i18n.ts';
import type { Fragment } from '../../../../../domain/content/fragments.ts';
import { AccordeonFragment } from './accordeon-fragment.tsx';
import { AlertFragment } from './alert-fragment.tsx';
import { CustomComponentFragment } from './custom-component-fragment.tsx';
import { DownloadsFragment } from './downloads-fragment.tsx';
import { uniqueAnchors } from './fragment-types.ts';
import { ImageFragment } from './image-fragment.tsx';
import { InfoboxSliderFragment } from './infobox-slider-fragment.tsx';
import { QuoteFragment } from './quote-fragment.tsx';
import { SliderImageFragment } from './slider-image-fragment.tsx';
import { TextFragment } from './text-fragment.tsx';
import { TextImageFragment } from './text-image-fragment.tsx';
import { TocFragment } from './toc-fragment.tsx';
import { VideoFragment } from './video-fragment.tsx';
import styles from './fragments.module.css';

type Props = {
  fragments: Fragment[];
  /**
   * Editor preview (query pv): drafts (non-public fragments) are shown with a visible
   * marker. Outside preview a draft is never shown, even if one slipped into the answer.
   */
  preview?: boolean;
};

/** The editorial body of a page, article or event: one component per fragment template. */
export function FragmentList({ fragments, preview = false }: Props) {
  const { t } = useTranslation();
  const visible = preview ? fragments : fragments.filter((fragment) => fragment.public);
  if (visible.length === 0) return null;
  const anchors = uniqueAnchors(visible);

  return (
    <div className={styles.list}>
      {visible.map((fragment) => {
        const body = (
          <FragmentBody
            fragment={fragment}
            anchor={anchors.get(fragment.id)}
            all={visible}
            anchors={anchors}
          />
        );
        return fragment.public ? (
          <div key={fragment.id} className={styles.item} data-template={fragment.template}>
            {body}
          </div>
        ) : (
          <div
            key={fragment.id}
            className={`${styles.item} ${styles.draft}`}
            data-template={fragment.template}
            data-draft=""
          >
            <p className={styles.draftBadge}>{t('fragments.draft')}</p>
            {body}
          </div>
        );
      })}
    </div>
  );
}

type BodyProps = {
  fragment: Fragment;
  anchor: string | undefined;
  /** The whole list and its heading ids, for the table of contents. */
  all: Fragment[];
  anchors: Map<number, string>;
};

function FragmentBody({ fragment, anchor, all, anchors }: BodyProps) {
  switch (fragment.template) {
    case 'text':
      return <TextFragment fragment={fragment} anchor={anchor} />;
    case 'accordeon':
      return <AccordeonFragment fragment={fragment} anchor={anchor} />;
    case 'alert':
      return <AlertFragment fragment={fragment} anchor={anchor} />;
    case 'image':
      return <ImageFragment fragment={fragment} anchor={anchor} />;
    case 'text-image':
      return <TextImageFragment fragment={fragment} anchor={anchor} />;
    case 'slider-image':
      return <SliderImageFragment fragment={fragment} anchor={anchor} />;
    case 'infobox-slider':
      return <InfoboxSliderFragment fragment={fragment} anchor={anchor} />;
    case 'quote':
      return <QuoteFragment fragment={fragment} anchor={anchor} />;
    case 'separator':
      return <hr className={styles.separator} />;
    case 'downloads':
      return <DownloadsFragment fragment={fragment} anchor={anchor} />;
    case 'video':
      return <VideoFragment fragment={fragment} anchor={anchor} />;
    case 'toc':
      return <TocFragment fragment={fragment} anchor={anchor} fragments={all} anchors={anchors} />;
    case 'custom-component':
      return <CustomComponentFragment fragment={fragment} anchor={anchor} />;
    default:
      return null;
  }
}
