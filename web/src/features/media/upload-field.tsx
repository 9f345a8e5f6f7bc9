import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { FileUp, ImageUp, Trash2 } from 'lucide-react';
import { acceptedTypes, type UploadKind } from '../../../../domain/media/kinds.ts';
import type { UploadedFile } from '../../../../domain/media/upload.ts';
import { Button } from '../../components/ui/button.tsx';
import { errorsFromServer, validationMessage } from '../../lib/forms/form-errors.ts';
import { refuseUpload, useUploadFile } from './api/upload-file.ts';
import { midVariant } from './variants.ts';
import fieldStyles from '../../components/ui/field.module.css';
import styles from './upload-field.module.css';

/** spec/portal.md §4 "Upload states". */
export type UploadState = 'empty' | 'loading' | 'uploaded' | 'error';

export type UploadFieldProps = {
  label: string;
  kind: UploadKind;
  /** URL of the current file (e.g. the user's image), null when there is none. */
  value: string | null;
  /** A new upload, or null when the person removes the file. */
  onChange: (file: UploadedFile | null) => void;
  /** The record the file belongs to, sent as the upload's `id`. */
  ownerId?: number;
  hint?: string;
  /** A message from the form around it (e.g. a 422 on its field). */
  error?: string;
  /** Alternative text of the preview image. */
  previewAlt?: string;
  id?: string;
  /** Tells the form that an upload is under way, so it can hold back its submit. */
  onBusyChange?: (busy: boolean) => void;
};

type Local =
  | { status: 'idle' }
  | { status: 'loading'; name: string }
  | { status: 'done'; name: string }
  | { status: 'removed' }
  | { status: 'error'; message: string };

const isImageUrl = (url: string) => /\.(jpe?g|png|gif|webp|svg)$/i.test(url);

/**
 * One file for a form: choose, upload at once, preview, replace or remove. Files over the
 * limit never leave the browser. A status line, always in the page, announces every change.
 */
export function UploadField({
  label,
  kind,
  value,
  onChange,
  ownerId,
  hint,
  error,
  previewAlt,
  id,
  onBusyChange,
}: UploadFieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const statusId = `${inputId}-status`;
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [local, setLocal] = useState<Local>({ status: 'idle' });
  const upload = useUploadFile();

  // Leaving the form cancels an upload still on its way.
  useEffect(() => () => controller.current?.abort(), []);

  const state: UploadState =
    local.status === 'loading'
      ? 'loading'
      : local.status === 'error' || error
        ? 'error'
        : value
          ? 'uploaded'
          : 'empty';

  function setBusy(busy: boolean) {
    onBusyChange?.(busy);
  }

  function fail(message: string) {
    setLocal({ status: 'error', message });
    setBusy(false);
  }

  function onSelect(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again (after fixing it) fires again.
    event.target.value = '';
    if (!file) return;
    const refusal = refuseUpload(file, kind);
    if (refusal) {
      fail(validationMessage(t, refusal));
      return;
    }
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setLocal({ status: 'loading', name: file.name });
    setBusy(true);
    upload.mutate(
      { file, kind, id: ownerId, signal: abort.signal },
      {
        onSuccess: (uploaded) => {
          if (abort.signal.aborted) return;
          setLocal({ status: 'done', name: file.name });
          setBusy(false);
          onChange(uploaded);
        },
        onError: (reason) => {
          if (abort.signal.aborted) return;
          const server = errorsFromServer(reason);
          const key = server?.files ?? server?.file_type;
          if (!key) console.error('Upload failed', reason);
          fail(key ? validationMessage(t, key) : t('upload.failed'));
        },
      },
    );
  }

  function remove() {
    setLocal({ status: 'removed' });
    onChange(null);
    inputRef.current?.focus();
  }

  const image = kind === 'image' || (value !== null && isImageUrl(value));
  const status =
    local.status === 'loading'
      ? t('upload.loading', { name: local.name })
      : local.status === 'done'
        ? t('upload.done', { name: local.name })
        : local.status === 'removed'
          ? t('upload.removed')
          : local.status === 'error'
            ? local.message
            : '';
  const message = local.status === 'error' ? '' : (error ?? '');
  const errorId = `${inputId}-error`;
  const describedBy = [
    local.status === 'error' ? statusId : '',
    message ? errorId : '',
    hint ? hintId : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.upload} data-state={state}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.box} aria-busy={state === 'loading' || undefined}>
        <div className={styles.preview}>
          {state === 'loading' ? (
            // The status line below announces the upload; this only shows it.
            <span className={styles.spinner} aria-hidden="true" />
          ) : value && image ? (
            <img src={midVariant(value)} alt={previewAlt ?? t('upload.previewAlt', { label })} />
          ) : value ? (
            <a href={value} target="_blank" rel="noreferrer" className={styles.fileLink}>
              <FileUp size={28} aria-hidden="true" />
              {t('upload.view')}
              <span className="visually-hidden"> {t('ui.newWindow')}</span>
            </a>
          ) : image ? (
            <ImageUp size={32} aria-hidden="true" className={styles.placeholder} />
          ) : (
            <FileUp size={32} aria-hidden="true" className={styles.placeholder} />
          )}
        </div>
        <div className={styles.actions}>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            className={styles.input}
            accept={acceptedTypes[kind].join(',')}
            aria-labelledby={`${labelId} ${inputId}-choose`}
            aria-describedby={describedBy || undefined}
            aria-invalid={state === 'error' || undefined}
            onChange={onSelect}
          />
          <label id={`${inputId}-choose`} htmlFor={inputId} className={styles.choose}>
            {value
              ? t(image ? 'upload.replaceImage' : 'upload.replaceFile')
              : t(image ? 'upload.chooseImage' : 'upload.chooseFile')}
          </label>
          {value && state !== 'loading' ? (
            <Button variant="ghost" size="sm" icon={<Trash2 size={18} />} onClick={remove}>
              {t('upload.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      <p
        id={statusId}
        role="status"
        className={local.status === 'error' ? fieldStyles.error : styles.status}
      >
        {status}
      </p>
      {message ? (
        <p id={errorId} className={fieldStyles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
