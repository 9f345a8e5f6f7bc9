import { useState } from 'react';
import { Alert, Button, Stack, TextField as TextBox } from '@mui/material';
import {
  Confirm,
  Datagrid,
  HttpError,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { BackendDateField } from '../date-field.tsx';
import { reportReasons, type Report } from '../../../../domain/offers/moderation.ts';
import { backendCall } from '../data-provider.ts';
import { OfferPanel, ReasonField, StatusField } from './moderation-fields.tsx';

const stateChoices = ['open', 'handled'].map((id) => ({
  id,
  name: `backend.moderation.states.${id}`,
}));
const reasonChoices = reportReasons.map((id) => ({
  id,
  name: `backend.moderation.reasons.${id}`,
}));

function ReportList() {
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="s" source="state" choices={stateChoices} alwaysOn />,
        <SelectInput key="r" source="reason" choices={reasonChoices} />,
      ]}
      filterDefaultValues={{ state: 'open' }}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <BackendDateField source="created_at" showTime />
        <ReasonField label="resources.reports.fields.reason" sortable={false} />
        <TextField source="offer.title" sortable={false} />
        <TextField source="offer.type" sortable={false} />
        <NumberField source="offer_reports" />
        <TextField source="offer.owner" sortable={false} />
        <StatusField label="resources.reports.fields.status" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** Dismiss, hide (with the reason the owner is mailed) or delete; then back to the queue. */
function ReportActions() {
  const record = useRecordContext<Report>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  if (!record) return null;
  if (record.status !== 'open' || !record.offer)
    return <Alert severity="info">{translate('backend.moderation.handled')}</Alert>;

  const act = async (action: 'dismiss' | 'hide' | 'delete-offer', body?: object) => {
    try {
      const { data } = await backendCall<{ data: Report }>(`reports/${record.id}/${action}`, {
        method: 'POST',
        ...(body ? { body } : {}),
      });
      notify('backend.moderation.done', {
        messageArgs: { status: translate(`backend.moderation.statuses.${data.status}`) },
      });
      redirect('list', 'reports');
    } catch (error) {
      const fields = (error as HttpError).body?.errors as Record<string, string> | undefined;
      if (error instanceof HttpError && error.status === 422 && fields?.reason)
        setReasonError(fields.reason);
      else notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mt: 2 }}>
      <TextBox
        label={translate('backend.moderation.hide_reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
        error={Boolean(reasonError)}
        helperText={reasonError ? translate(reasonError, { _: reasonError }) : ' '}
      />
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => void act('hide', { reason })}>
          {translate('backend.moderation.hide')}
        </Button>
        <Button variant="outlined" onClick={() => void act('dismiss')}>
          {translate('backend.moderation.dismiss')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          {translate('backend.moderation.delete')}
        </Button>
      </Stack>
      <Confirm
        isOpen={confirming}
        title="backend.moderation.delete"
        content="backend.moderation.delete_confirm"
        onConfirm={() => {
          setConfirming(false);
          void act('delete-offer');
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

function ReportShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <BackendDateField source="created_at" showTime />
        <ReasonField label="resources.reports.fields.reason" />
        <TextField source="message" emptyText="–" />
        <TextField source="reporter" />
        <NumberField source="offer_reports" />
        <StatusField label="resources.reports.fields.status" />
        <OfferPanel />
        <ReportActions />
      </SimpleShowLayout>
    </Show>
  );
}

/** The moderators' reports queue (decision 036). */
export const reports = { list: ReportList, show: ReportShow };
