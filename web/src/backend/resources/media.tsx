import { List, SearchInput, SelectInput, useListContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { MediaGrid } from '../media-input.tsx';

const kinds = ['image', 'video', 'audio', 'doc'] as const;

function LibraryTiles() {
  const { data, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending) return <Typography role="status">{translate('ra.page.loading')}</Typography>;
  return <MediaGrid items={data ?? []} />;
}

/** The media library: what staff uploaded, newest first, and whether a record uses it. */
export function MediaList() {
  const translate = useTranslate();
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput
          key="kind"
          source="kind"
          choices={kinds.map((k) => ({ id: k, name: `backend.media.kinds.${k}` }))}
        />,
      ]}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={24}
      empty={<Typography sx={{ p: 2 }}>{translate('backend.media.empty')}</Typography>}
      aside={
        <Typography variant="body2" sx={{ p: 2, maxWidth: 260 }}>
          {translate('backend.media.help')}
        </Typography>
      }
    >
      <LibraryTiles />
    </List>
  );
}
