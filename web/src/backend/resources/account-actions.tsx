import { useState } from 'react';
import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { backendCall } from '../data-provider.ts';

type Account = { id: number; official: boolean; blocked_at: string | null };

/**
 * The moderators' switches on an account (decision 036): the official flag, and blocking.
 * Each switch saves at once; the server records the change.
 */
export function AccountActions() {
  const record = useRecordContext<Account>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const save = async (action: 'official' | 'block', body: object) => {
    setBusy(true);
    try {
      await backendCall(`users/${record.id}/${action}`, { method: 'POST', body });
      notify('backend.moderation.account_saved');
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={record.official}
            disabled={busy}
            onChange={(event) => void save('official', { official: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': 'official-help' } }}
          />
        }
        label={translate('backend.moderation.official')}
      />
      <FormHelperText id="official-help">
        {translate('backend.moderation.official_help')}
      </FormHelperText>
      <FormControlLabel
        control={
          <Switch
            checked={record.blocked_at !== null}
            disabled={busy}
            onChange={(event) => void save('block', { blocked: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': 'blocked-help' } }}
          />
        }
        label={translate('backend.moderation.blocked')}
      />
      <FormHelperText id="blocked-help">
        {translate('backend.moderation.blocked_help')}
      </FormHelperText>
    </Stack>
  );
}
