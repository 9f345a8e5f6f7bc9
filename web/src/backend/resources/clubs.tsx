import { useEffect, useState } from 'react';
import {
  Button,
  IconButton,
  List as MuiList,
  ListItem,
  Stack,
  TextField as TextBox,
  Typography,
} from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  HttpError,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ClubMember } from '../../../../domain/offers/moderation.ts';
import { backendCall } from '../data-provider.ts';
import { HistoryPanel, VersionedEdit } from '../inputs.tsx';

function ClubList() {
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <NullableBooleanInput key="a" source="approved" />,
      ]}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <TextField source="slug" />
        <BooleanField source="approved" />
      </Datagrid>
    </List>
  );
}

const clubForm = (members: boolean) => (
  <SimpleForm>
    <TextInput source="title" required />
    <TextInput source="slug" required />
    <TextInput source="logo" fullWidth />
    <TextInput source="contact_url" fullWidth />
    <BooleanInput source="approved" />
    {members ? <Members /> : null}
  </SimpleForm>
);

/** The club's members: removed one by one, added by e-mail address or username. */
function Members() {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [members, setMembers] = useState<ClubMember[]>([]);
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string>();
  const id = record?.id;
  const call = async (path: string, options?: { method: 'POST' | 'DELETE'; body?: object }) => {
    const { data } = await backendCall<{ data: ClubMember[] }>(
      `clubs/${id}/members${path}`,
      options,
    );
    setMembers(data);
  };
  useEffect(() => {
    if (id === undefined) return;
    void backendCall<{ data: ClubMember[] }>(`clubs/${id}/members`).then((r) => setMembers(r.data));
  }, [id]);
  if (id === undefined) return null;

  const add = async () => {
    try {
      await call('', { method: 'POST', body: { login } });
      setLogin('');
      setError(undefined);
    } catch (e) {
      const fields = (e as HttpError).body?.errors as Record<string, string> | undefined;
      if (e instanceof HttpError && e.status === 422 && fields?.login) setError(fields.login);
      else notify((e as Error).message, { type: 'error' });
    }
  };

  return (
    <section aria-labelledby="club-members" style={{ width: '100%' }}>
      <Typography id="club-members" component="h2" variant="h6">
        {translate('backend.moderation.members')}
      </Typography>
      <MuiList>
        {members.map((m) => (
          <ListItem
            key={m.id}
            secondaryAction={
              <IconButton
                aria-label={translate('backend.moderation.remove_member', { name: m.username })}
                onClick={() => void call(`/${m.id}`, { method: 'DELETE' })}
              >
                ×
              </IconButton>
            }
          >
            {m.username} · {m.email}
          </ListItem>
        ))}
      </MuiList>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextBox
          label={translate('backend.moderation.member_login')}
          value={login}
          onChange={(event) => setLogin(event.target.value)}
          error={Boolean(error)}
          helperText={error ? translate(error, { _: error }) : ' '}
        />
        <Button variant="outlined" onClick={() => void add()}>
          {translate('backend.moderation.add_member')}
        </Button>
      </Stack>
    </section>
  );
}

/** Clubs for the moderators (decision 036): approval shows the badge on the club. */
export const clubs = {
  list: ClubList,
  edit: () => (
    <VersionedEdit>
      {clubForm(true)}
      <HistoryPanel />
    </VersionedEdit>
  ),
  create: () => <Create redirect="edit">{clubForm(false)}</Create>,
};
