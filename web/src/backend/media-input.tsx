import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  Button,
  TextInput,
  useGetList,
  useNotify,
  useTranslate,
  useWrappedSource,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import {
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ImageList,
  ImageListItem,
  ImageListItemBar,
  Stack,
  Typography,
} from '@mui/material';
import { useBackendDateFormat } from './date-field.tsx';
import type { LibraryItem } from '../../../domain/backend/api.ts';
import { refuseUpload, uploadFile } from '../features/media/index.ts';
import { ValidationError } from '../lib/api-errors.ts';

/** What a field takes: `media` is an image or a video (a highlight's file). */
type MediaKind = 'image' | 'video' | 'doc' | 'media';
const imageTypes = 'image/jpeg,image/png,image/gif,image/webp,image/svg+xml';
const acceptOf: Record<MediaKind, string> = {
  image: imageTypes,
  video: 'video/mp4',
  doc: '.pdf,.vtt,.doc,.docx,.zip',
  media: `${imageTypes},video/mp4`,
};

/**
 * A file field of the backend: the path of a stored file, filled by uploading through the
 * portal's one upload call (content checks, quota) or by picking a file from the library.
 */
export function MediaInput({
  source,
  kind = 'image',
  required,
  label,
}: {
  source: string;
  kind?: MediaKind;
  required?: boolean;
  label?: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { setValue } = useFormContext();
  // Inside a repeatable group the source is relative to its item.
  const path = useWrappedSource(source);
  const fileInput = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const choose = (url: string) => setValue(path, url, { shouldDirty: true, shouldValidate: true });

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (refuseUpload(file, kind)) return notify('backend.media.refused', { type: 'error' });
    setUploading(true);
    try {
      const uploaded = await uploadFile({ file, kind: kind });
      choose(uploaded.file);
      notify('backend.media.uploaded', { type: 'info' });
    } catch (error) {
      // The server names why (type, size, quota) as a field key of the portal's texts.
      const refused = error instanceof ValidationError;
      notify(refused ? 'backend.media.refused' : 'backend.media.upload_failed', { type: 'error' });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ width: '100%' }}>
      <TextInput source={source} label={label} required={required} fullWidth />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
        <Button
          label={uploading ? 'backend.media.uploading' : 'backend.media.upload'}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        />
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={acceptOf[kind]}
          aria-label={translate('backend.media.upload')}
          onChange={(e) => void onFile(e)}
        />
        <Button label="backend.media.pick" onClick={() => setPicking(true)} />
      </Stack>
      {picking && (
        <LibraryDialog
          kind={kind}
          onClose={() => setPicking(false)}
          onPick={(url) => {
            choose(url);
            setPicking(false);
          }}
        />
      )}
    </Stack>
  );
}

function LibraryDialog({
  kind,
  onPick,
  onClose,
}: {
  kind: MediaKind;
  onPick: (url: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const { data, isPending, error } = useGetList<LibraryItem & { id: number }>('media', {
    pagination: { page: 1, perPage: 48 },
    sort: { field: 'created_at', order: 'DESC' },
    filter: kind === 'media' ? {} : { kind },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{translate('backend.media.library')}</DialogTitle>
      <DialogContent>
        {isPending ? (
          <Typography role="status">{translate('ra.page.loading')}</Typography>
        ) : error ? (
          <Typography role="alert">{translate('ra.notification.http_error')}</Typography>
        ) : !data?.length ? (
          <Typography>{translate('backend.media.empty')}</Typography>
        ) : (
          <MediaGrid items={data} onPick={onPick} />
        )}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}

/** Files as tiles; each tile is one button that names the file for screen readers. */
export function MediaGrid({
  items,
  onPick,
}: {
  items: LibraryItem[];
  onPick?: (url: string) => void;
}) {
  const translate = useTranslate();
  // The backend's chosen language, not the device's; Hamburg time like every date of the portal.
  const formatDate = useBackendDateFormat();
  return (
    <ImageList cols={4} gap={8} sx={{ m: 0 }}>
      {items.map((item) => {
        const name = item.url.split('/').pop()!;
        const date = formatDate(item.created_at, { showTime: false });
        const status = translate(item.in_use ? 'backend.media.in_use' : 'backend.media.unused');
        const preview = item.content_type.startsWith('image/') ? (
          <img
            src={item.mid ?? item.url}
            alt=""
            loading="lazy"
            style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
          />
        ) : (
          <Box
            sx={{
              aspectRatio: '4 / 3',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'grey.200',
            }}
          >
            {item.content_type}
          </Box>
        );
        return (
          <ImageListItem key={item.id}>
            {onPick ? (
              <Box
                component="button"
                type="button"
                onClick={() => onPick(item.url)}
                aria-label={`${translate('backend.media.choose')}: ${name}, ${date}`}
                sx={{
                  p: 0,
                  border: 0,
                  background: 'none',
                  cursor: 'pointer',
                  display: 'block',
                  width: '100%',
                }}
              >
                {preview}
              </Box>
            ) : (
              <a href={item.url} target="_blank" rel="noopener" aria-label={name}>
                {preview}
              </a>
            )}
            <ImageListItemBar
              position="below"
              title={`${date} · ${item.uploader ?? '–'}`}
              subtitle={status}
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
