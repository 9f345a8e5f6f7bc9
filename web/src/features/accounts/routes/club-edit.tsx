import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ForbiddenError } from '../../../lib/api-errors.ts';
import { useLocalePath } from '../../../lib/locale.ts';
import { useUser } from '../../../lib/auth/get-user.ts';
import { useSaveClub, type Club } from '../api/save-club.ts';
import { AccountPage } from '../components/account-page.tsx';
import { FormErrorSummary } from '../components/form-error-summary.tsx';
import { UploadField } from '../../media/upload-field.tsx';
import {
  errorsFromIssues,
  errorsFromServer,
  type FieldErrors,
} from '../../../lib/forms/form-errors.ts';
import { noticeState } from '../notices.ts';
import { useFieldMessages } from '../use-field-messages.ts';
import styles from '../components/account-page.module.css';

// The schemas (and zod) load on the first submit, not with the screen (decision 008).
const payloads = () => import('../../../../../domain/accounts/payloads.ts');

const fields = ['contact_url', 'logo'] as const;
const fieldId = (field: string) => `club-${field.replace('_', '-')}`;
const clubHome = '/home?profileType=club';

/** verein: the club's website and logo; the name stays as registered (spec/portal.md §2, §5). */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { data: user } = useUser();

  return (
    <AccountPage title={t('routes.clubEdit')}>
      {!user ? (
        <div className={styles.loading}>
          <Loader label={t('app.loading')} size="lg" />
        </div>
      ) : user.club ? (
        <ClubForm club={user.club} />
      ) : (
        <div className={styles.card}>
          <Alert tone="info" title={t('clubEdit.noClub')}>
            <p>{t('clubEdit.noClubText')}</p>
          </Alert>
          <div className={styles.actions}>
            <Link to={localePath('/meta/kontakt')} className={buttonClassName()}>
              {t('clubEdit.contact')}
            </Link>
            <Link to={localePath('/home')} className={buttonClassName({ variant: 'secondary' })}>
              {t('clubEdit.backHome')}
            </Link>
          </div>
        </div>
      )}
    </AccountPage>
  );
}

function ClubForm({ club }: { club: Club }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const save = useSaveClub();
  const [website, setWebsite] = useState(club.contact_url ?? '');
  const [logo, setLogo] = useState<string | null>(club.logo);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const { message, summary, otherMessages } = useFieldMessages(errors, fields, fieldId, {
    contact_url: t('clubEdit.website'),
    logo: t('clubEdit.logo'),
  });

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = fields.find((field) => next[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { clubSaveSchema } = await payloads();
    setFailed(undefined);
    const parsed = clubSaveSchema.safeParse({ id: club.id, contact_url: website, logo });
    if (!parsed.success) return showErrors(errorsFromIssues(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => void navigate(localePath(clubHome), noticeState('clubSaved')),
      onError: (error) => {
        const server = errorsFromServer(error);
        if (server) return showErrors(server);
        console.error('Saving the club failed', error);
        setFailed(t(error instanceof ForbiddenError ? 'clubEdit.forbidden' : 'accountForm.failed'));
      },
    });
  }

  return (
    <form
      className={`${styles.card} ${styles.form}`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormErrorSummary
        title={t('accountForm.errorTitle')}
        items={summary}
        message={[...otherMessages, failed ?? ''].filter(Boolean).join(' ')}
      />
      <p className={styles.requiredNote}>{t('accountForm.requiredNote')}</p>
      <div className={styles.clubName}>
        <TextInput
          id="club-title"
          label={t('clubEdit.name')}
          hint={t('clubEdit.nameHint')}
          readOnly
          className={styles.readOnly}
          value={club.title}
        />
        {club.approved ? <Badge tone="success">{t('profile.approved')}</Badge> : null}
      </div>
      <TextInput
        id={fieldId('contact_url')}
        label={t('clubEdit.website')}
        hint={t('clubEdit.websiteHint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        required
        maxLength={256}
        value={website}
        onChange={(event) => setWebsite(event.target.value)}
        error={message('contact_url')}
      />
      <UploadField
        id={fieldId('logo')}
        label={t('clubEdit.logo')}
        hint={t('clubEdit.logoHint')}
        kind="image"
        ownerId={club.id}
        value={logo}
        onChange={(file) => setLogo(file ? file.file : null)}
        onBusyChange={setUploading}
        previewAlt={t('profile.clubLogoAlt', { club: club.title })}
        error={message('logo')}
      />
      <div className={styles.actions}>
        <Link to={localePath(clubHome)} className={buttonClassName({ variant: 'secondary' })}>
          {t('accountForm.cancel')}
        </Link>
        <Button type="submit" loading={save.isPending} disabled={uploading}>
          {save.isPending ? t('accountForm.saving') : t('accountForm.save')}
        </Button>
      </div>
    </form>
  );
}
