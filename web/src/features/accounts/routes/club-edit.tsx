import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
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
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { UploadField } from '../../media/upload-field.tsx';
import { noticeState } from '../notices.ts';
import styles from '../components/account-page.module.css';
import card from '../../../components/ui/card.module.css';

// The schema (and zod) loads when the form is first used, not with the screen (decision 008).
const clubSchema = () =>
  import('../../../../../domain/accounts/payloads.ts').then((m) => m.clubSaveSchema);
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
        <div className={card.panel}>
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
  const [uploading, setUploading] = useState(false);
  const { form, formProps, failWith, field, fieldId, fieldError, summary } = useSchemaForm({
    schema: clubSchema,
    defaultValues: { contact_url: club.contact_url ?? '', logo: club.logo },
    toPayload: (values) => ({ id: club.id, ...values }),
    labels: { contact_url: t('clubEdit.website'), logo: t('clubEdit.logo') },
    failures: {
      failed: (error) => (error instanceof ForbiddenError ? 'clubEdit.forbidden' : 'form.failed'),
    },
  });
  const logo = form.watch('logo');

  const send = formProps((payload) =>
    save.mutate(payload, {
      onSuccess: () => void navigate(localePath(clubHome), noticeState('clubSaved')),
      onError: failWith,
    }),
  );

  return (
    <form className={`${card.panel} ${styles.form}`} {...send}>
      <ErrorSummary {...summary} />
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
        {...field('contact_url')}
        hint={t('clubEdit.websiteHint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        required
        maxLength={256}
      />
      <UploadField
        id={fieldId('logo')}
        label={t('clubEdit.logo')}
        hint={t('clubEdit.logoHint')}
        kind="image"
        ownerId={club.id}
        value={logo}
        onChange={(file) => form.setValue('logo', file ? file.file : null, { shouldDirty: true })}
        onBusyChange={setUploading}
        previewAlt={t('profile.clubLogoAlt', { club: club.title })}
        error={fieldError('logo')}
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
