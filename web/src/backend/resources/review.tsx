import { useEffect, useState } from 'react';
import { Button, FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import {
  Datagrid,
  List,
  Menu,
  TextField,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { BackendDateField } from '../date-field.tsx';
import type { ModeratedOfferRow } from '../../../../domain/offers/moderation.ts';
import type { ReviewSettings } from '../../../../domain/offers/review.ts';
import { backendCall } from '../data-provider.ts';

type Settings = ReviewSettings & { version: number };

/** The setting of the review hold; it saves at once, like the account switches. */
function HoldSwitch() {
  const translate = useTranslate();
  const notify = useNotify();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    backendCall<{ data: Settings }>('settings/review')
      .then((answer) => setSettings(answer.data))
      .catch(() => setFailed(true));
  }, []);
  if (failed)
    return <FormHelperText error>{translate('ra.notification.http_error')}</FormHelperText>;
  if (!settings) return null;
  const save = async (on: boolean) => {
    try {
      const answer = await backendCall<{ data: Settings }>('settings/review', {
        method: 'PUT',
        body: { hold_first_offers: on, version: settings.version },
      });
      setSettings(answer.data);
      notify('backend.review.saved');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Stack sx={{ mb: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={settings.hold_first_offers}
            onChange={(event) => void save(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'hold-help' } }}
          />
        }
        label={translate('backend.review.hold')}
      />
      <FormHelperText id="hold-help">{translate('backend.review.hold_help')}</FormHelperText>
    </Stack>
  );
}

/** Approves one held offer: visitors see it at once, its owner gets a mail. */
function ApproveButton(_: { label?: string }) {
  const record = useRecordContext<ModeratedOfferRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const approve = async () => {
    setBusy(true);
    try {
      await backendCall(`offers/${record.id}/approve`, { method: 'POST' });
      notify('backend.review.approved');
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      size="small"
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void approve();
      }}
      aria-label={`${translate('backend.review.approve')}: ${record.title}`}
    >
      {translate('backend.review.approve')}
    </Button>
  );
}

function NothingWaits() {
  const translate = useTranslate();
  return <p style={{ padding: 16 }}>{translate('backend.review.empty')}</p>;
}

/** "Zu prüfen": the offers held for review (decision 041) and the setting that holds them. */
export function ReviewQueue() {
  const translate = useTranslate();
  // The list's title is the screen's one title in the app bar (a second <Title> doubled it).
  return (
    <List
      resource="offers"
      filter={{ held: 'true' }}
      sort={{ field: 'created_at', order: 'ASC' }}
      title={translate('backend.review.title')}
      actions={<HoldSwitch />}
      empty={false}
      disableSyncWithLocation
      storeKey="review"
    >
      <Datagrid rowClick={false} bulkActionButtons={false} empty={<NothingWaits />}>
        <TextField source="title" label="backend.accounts.title" sortable={false} />
        <TextField source="type" label="backend.accounts.type" sortable={false} />
        <TextField source="owner" label="backend.review.owner" sortable={false} />
        <BackendDateField source="created_at" label="backend.review.created" showTime />
        <ApproveButton label="backend.review.approve" />
      </Datagrid>
    </List>
  );
}

/** The menu entry of the review screen, for the roles that moderate. */
export function ReviewMenuItem() {
  const { canAccess } = useCanAccess({ resource: 'offers', action: 'list' });
  if (!canAccess) return null;
  return <Menu.Item to="/review" primaryText="backend.review.title" leftIcon={<FactCheckIcon />} />;
}
