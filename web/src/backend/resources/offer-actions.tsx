import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField as TextBox,
  Typography,
} from '@mui/material';
import {
  AutocompleteInput,
  DeleteWithConfirmButton,
  Form,
  HttpError,
  ReferenceInput,
  useNotify,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { ModeratedOfferDetail } from '../../../../domain/offers/offer-edit.ts';
import { backendCall } from '../data-provider.ts';

type Fields = Record<string, string> | undefined;
const fieldErrors = (error: unknown): Fields =>
  error instanceof HttpError && error.status === 422
    ? ((error.body as { errors?: Fields } | undefined)?.errors ?? undefined)
    : undefined;

/** Hide with the reason the owner is mailed. */
function HideDialog({ offer, onClose }: { offer: ModeratedOfferDetail; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const hide = async () => {
    try {
      await backendCall(`offers/${offer.id}/hide`, { method: 'POST', body: { reason } });
      notify('backend.offers.hidden_done');
      onClose();
      refresh();
    } catch (failure) {
      const reasonError = fieldErrors(failure)?.reason;
      if (reasonError) setError(reasonError);
      else notify((failure as Error).message, { type: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="hide-offer-title" fullWidth>
      <DialogTitle id="hide-offer-title">{translate('backend.offers.hide_title')}</DialogTitle>
      <DialogContent>
        <TextBox
          label={translate('backend.offers.hide_reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 1 }}
          error={Boolean(error)}
          helperText={error ? translate(error, { _: error }) : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('backend.offers.cancel')}</Button>
        <Button variant="contained" onClick={() => void hide()}>
          {translate('backend.offers.hide')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Merge this spot into another, picked from the spots by title. */
function MergeDialog({ offer, onClose }: { offer: ModeratedOfferDetail; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const merge = async (values: Record<string, unknown>) => {
    try {
      const { data } = await backendCall<{ data: { id: number } }>(`offers/${offer.id}/merge`, {
        method: 'POST',
        body: { into: values.into },
      });
      notify('backend.offers.merged');
      onClose();
      redirect('edit', 'offers', data.id);
      return undefined;
    } catch (failure) {
      const errors = fieldErrors(failure);
      if (errors) return errors;
      notify((failure as Error).message, { type: 'error' });
      return undefined;
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="merge-offer-title" fullWidth>
      <Form onSubmit={merge} record={{ into: null }}>
        <DialogTitle id="merge-offer-title">{translate('backend.offers.merge_title')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{translate('backend.offers.merge_help')}</Typography>
          <ReferenceInput source="into" reference="offers" filter={{ type: 'spot' }}>
            <AutocompleteInput
              optionText="title"
              label="backend.offers.merge_into"
              fullWidth
              isRequired
            />
          </ReferenceInput>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('backend.offers.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('backend.offers.confirm')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** Hide (with reason), show again, merge a spot into another, delete with confirmation. */
export function OfferActions({ offer }: { offer: ModeratedOfferDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState<'hide' | 'merge' | null>(null);
  const show = async () => {
    try {
      await backendCall(`offers/${offer.id}/show`, { method: 'POST' });
      notify('backend.offers.shown');
      refresh();
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {offer.hidden_reason === null ? (
        <Button variant="outlined" onClick={() => setOpen('hide')}>
          {translate('backend.offers.hide')}
        </Button>
      ) : (
        <Button variant="outlined" onClick={() => void show()}>
          {translate('backend.offers.show')}
        </Button>
      )}
      {offer.type === 'spot' && (
        <Button variant="outlined" onClick={() => setOpen('merge')}>
          {translate('backend.offers.merge')}
        </Button>
      )}
      <DeleteWithConfirmButton
        record={offer}
        mutationMode="pessimistic"
        confirmTitle={translate('backend.offers.delete_title', { title: offer.title })}
        confirmContent="backend.offers.delete_confirm"
        redirect="list"
      />
      {open === 'hide' && <HideDialog offer={offer} onClose={() => setOpen(null)} />}
      {open === 'merge' && <MergeDialog offer={offer} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
