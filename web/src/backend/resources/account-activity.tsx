import {
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { DeleteWithConfirmButton, useRecordContext, useTranslate } from 'react-admin';
import type { AccountActivity as Activity } from '../../../../domain/offers/review.ts';
import { publicPathOf } from './moderation-fields.tsx';

type Account = Partial<Activity> & { id: number; username: string };

/** The offer's state as a moderator reads it: held, hidden, or shown. */
function stateOf(offer: Activity['offers'][number], translate: (key: string) => string) {
  if (offer.awaiting_review) return translate('backend.accounts.awaiting_review');
  if (offer.hidden_reason !== null) return translate('backend.moderation.statuses.hidden');
  return translate('backend.accounts.shown');
}

/** A user's offers and the reports they filed, beside the account (decision 041). */
export function AccountActivity() {
  const record = useRecordContext<Account>();
  const translate = useTranslate();
  // After a save the answer has no activity; the next read brings it back.
  if (!record?.offers || !record.reports) return null;
  const { offers, reports } = record;
  return (
    <Stack spacing={1} sx={{ mt: 3, width: '100%' }}>
      <Typography id="account-offers" component="h2" variant="h6">
        {translate('backend.accounts.offers')}
      </Typography>
      {offers.length === 0 ? (
        <Typography>{translate('backend.accounts.no_offers')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="account-offers">
          <TableHead>
            <TableRow>
              <TableCell>{translate('backend.accounts.title')}</TableCell>
              <TableCell>{translate('backend.accounts.type')}</TableCell>
              <TableCell>{translate('backend.accounts.state')}</TableCell>
              <TableCell>{translate('backend.accounts.open_reports')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {offers.map((offer) => (
              <TableRow key={offer.id}>
                <TableCell>
                  <Link href={publicPathOf({ ...offer, categories: [], owner: null })}>
                    {offer.title}
                  </Link>
                </TableCell>
                <TableCell>{offer.type}</TableCell>
                <TableCell>{stateOf(offer, translate)}</TableCell>
                <TableCell>{offer.open_reports}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography id="account-reports" component="h2" variant="h6">
        {translate('backend.accounts.reports')}
      </Typography>
      {reports.length === 0 ? (
        <Typography>{translate('backend.accounts.no_reports')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="account-reports">
          <TableHead>
            <TableRow>
              <TableCell>{translate('backend.accounts.reported_offer')}</TableCell>
              <TableCell>{translate('backend.accounts.reason')}</TableCell>
              <TableCell>{translate('backend.accounts.state')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reports.map((report) => (
              <TableRow key={report.id}>
                <TableCell>
                  {report.offer_title ?? translate('backend.moderation.offer_gone')}
                </TableCell>
                <TableCell>
                  {report.reason
                    ? translate(`backend.moderation.reasons.${report.reason}`)
                    : report.message}
                </TableCell>
                <TableCell>{translate(`backend.moderation.statuses.${report.status}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

/** Deleting an account erases it as self-deletion does; the server refuses oneself and staff. */
export function DeleteAccountButton() {
  const record = useRecordContext<Account>();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle="backend.accounts.delete_title"
      confirmContent="backend.accounts.delete_confirm"
      translateOptions={{ name: record.username }}
      label="backend.accounts.delete"
      redirect="list"
    />
  );
}
