import { Link, Stack, Typography } from '@mui/material';
import { Link as ScreenLink, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { Report } from '../../../../domain/offers/moderation.ts';
import { detailSegment } from '../../../../domain/offers/constants.ts';
import { backendLocale } from '../locale.ts';

type Offer = NonNullable<Report['offer']>;

/** The public page of an offer, as a visitor (or, when hidden, its owner) opens it. */
export function publicPathOf(offer: Offer): string {
  const prefix = backendLocale() === 'en' ? '/en' : '';
  return `${prefix}/angebot/${detailSegment[offer.type]}/${offer.slug}`;
}

/** A report's reason in words, or the reporter's own message. */
export function ReasonField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Report>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span>
      {record.reason ? translate(`backend.moderation.reasons.${record.reason}`) : record.message}
    </span>
  );
}

/** The outcome of a report or suggestion in words. */
export function StatusField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ status: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`backend.moderation.statuses.${record.status}`)}</span>;
}

/** The offer beside a report or suggestion: title, kind, owner, hidden notice,
 * and links to edit it in the offers screen or open its public page. */
export function OfferPanel() {
  const record = useRecordContext<{ offer: Offer | null }>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const { offer } = record;
  return (
    <section aria-labelledby="moderated-offer">
      <Typography id="moderated-offer" component="h2" variant="h6">
        {translate('backend.moderation.offer')}
      </Typography>
      {offer ? (
        <>
          <Typography>
            <strong>{offer.title}</strong> · {offer.type}
            {offer.owner ? ` · ${offer.owner}` : ''}
          </Typography>
          <Typography>{offer.categories.join(', ')}</Typography>
          {offer.hidden_reason !== null && (
            <Typography>
              {translate('backend.moderation.hidden_notice', { reason: offer.hidden_reason })}
            </Typography>
          )}
          <Stack direction="row" spacing={3}>
            <ScreenLink to={createPath({ resource: 'offers', id: offer.id, type: 'edit' })}>
              {translate('backend.moderation.edit_offer')}
            </ScreenLink>
            <Link href={publicPathOf(offer)} target="_blank" rel="noopener">
              {translate('backend.moderation.open_public')}
            </Link>
          </Stack>
        </>
      ) : (
        <Typography>{translate('backend.moderation.offer_gone')}</Typography>
      )}
    </section>
  );
}
