import type { ReactNode } from 'react';
import {
  Button,
  Datagrid,
  Edit,
  FunctionField,
  ListContextProvider,
  TextField,
  TextInput,
  useGetList,
  useList,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  type EditProps,
} from 'react-admin';
import { BackendDateField } from './date-field.tsx';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { previewUrl } from './locale.ts';

/** German and English side by side; German is the one that must be there. */
export function LocalizedInput({
  source,
  multiline,
  required,
  label: given,
}: {
  source: string;
  multiline?: boolean;
  required?: boolean;
  /** The field's name when it is not a field of the resource (fragment content). */
  label?: string;
}) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const label = given ?? translate(`resources.${resource}.fields.${source}`, { _: source });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <TextInput
        source={`${source}.de`}
        label={`${label} (${translate('backend.de')})`}
        multiline={multiline}
        required={required}
        fullWidth
      />
      <TextInput
        source={`${source}.en`}
        label={`${label} (${translate('backend.en')})`}
        multiline={multiline}
        fullWidth
      />
    </Stack>
  );
}

/** In a list: which localized fields lack their English text. */
export function TranslationField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ missing_en?: string[] }>();
  const translate = useTranslate();
  const missing = record?.missing_en ?? [];
  return missing.length ? (
    <Chip
      size="small"
      color="warning"
      label={translate('backend.missing_en')}
      title={missing.join(', ')}
    />
  ) : (
    <Typography variant="body2">{translate('backend.complete')}</Typography>
  );
}

/** Opens the public screen in preview mode (drafts shown, labelled) in a new tab. */
export function PreviewButton({ path }: { path: (record: Record<string, unknown>) => string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      component="a"
      href={previewUrl(path(record))}
      target="_blank"
      rel="noopener"
      label={translate('backend.preview')}
    />
  );
}

/** The recorded changes of the record: who, when, which fields. */
export function HistoryPanel() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { data, isPending } = useGetList(
    'audit',
    {
      pagination: { page: 1, perPage: 50 },
      filter: { resource, record_id: String(record?.id ?? '') },
    },
    { enabled: Boolean(record?.id) },
  );
  const list = useList({ data: data ?? [], isPending });
  return (
    <Box component="section" aria-labelledby="history-heading" sx={{ mt: 3 }}>
      <Typography id="history-heading" component="h2" variant="h6">
        {translate('backend.history')}
      </Typography>
      <ListContextProvider value={list}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<p>{translate('backend.history_empty')}</p>}
        >
          <BackendDateField source="at" showTime label="" />
          <TextField source="actor" label="" />
          <TextField source="action" label="" />
          <FunctionField
            label=""
            render={(entry: { changes: Record<string, unknown> }) =>
              Object.keys(entry.changes).join(', ')
            }
          />
        </Datagrid>
      </ListContextProvider>
    </Box>
  );
}

function ConflictNotice() {
  const translate = useTranslate();
  const refresh = useRefresh();
  return (
    <Box role="alert" sx={{ p: 2, bgcolor: 'error.dark', color: 'common.white', maxWidth: 480 }}>
      <p>{translate('backend.errors.conflict')}</p>
      <Button label={translate('backend.reload')} onClick={() => refresh()} variant="contained" />
    </Box>
  );
}

/**
 * Every edit form: saves wait for the server (pessimistic), so 422 field errors reach the
 * fields and a 409 shows what happened with a way to reload the record.
 */
export function VersionedEdit({ children, aside, ...props }: EditProps & { children: ReactNode }) {
  const notify = useNotify();
  return (
    <Edit
      {...props}
      aside={aside}
      mutationMode="pessimistic"
      mutationOptions={{
        onError: (error: unknown) => {
          const status = (error as { status?: number }).status;
          if (status === 409) notify(<ConflictNotice />, { autoHideDuration: null });
          else notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
        },
      }}
    >
      {children}
    </Edit>
  );
}
