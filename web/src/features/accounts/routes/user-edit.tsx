import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useNavigate } from 'react-router';
import { profileLimits } from '../../../../../domain/accounts/limits.ts';
import type { User } from '../../../../../domain/accounts/user.ts';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { useUser } from '../../../lib/auth/get-user.ts';
import { useSaveUser } from '../api/save-user.ts';
import { birthdayError, joinBirthday, splitBirthday, type BirthdayParts } from '../birthday.ts';
import { AccountPage } from '../components/account-page.tsx';
import { BirthdayField } from '../components/birthday-field.tsx';
import { DeleteAccount } from '../components/delete-account.tsx';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { UploadField } from '../../media/upload-field.tsx';
import { noticeState } from '../notices.ts';
import styles from '../components/account-page.module.css';
import card from '../../../components/ui/card.module.css';

// The schema (and zod) loads when the form is first used, not with the screen (decision 008).
const userSchema = () =>
  import('../../../../../domain/accounts/payloads.ts').then((m) => m.userSaveSchema);

const genders = ['u', 'f', 'm', 'd'] as const;

type Values = {
  name: string;
  surname: string;
  username: string;
  gender: string;
  street: string;
  street_number: string;
  zipcode: string;
  city: string;
  country: string;
  newsletter: boolean;
  image: string | null;
  birthday: BirthdayParts;
};

function valuesOf(user: User): Values {
  return {
    name: user.name,
    surname: user.surname,
    username: user.username,
    gender: genders.find((g) => g === user.gender) ?? 'u',
    street: user.street ?? '',
    street_number: user.street_number ?? '',
    zipcode: user.zipcode ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
    newsletter: user.newsletter,
    image: user.image,
    birthday: splitBirthday(user.birthday),
  };
}

/** user/edit 'Deine Einstellungen' (spec/portal.md §2, §5): save or cancel go to home. */
export function Component() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  return (
    <AccountPage title={t('routes.userEdit')}>
      {user ? (
        <>
          <UserEditForm user={user} />
          <DeleteAccount user={user} />
        </>
      ) : (
        <div className={styles.loading}>
          <Loader label={t('app.loading')} size="lg" />
        </div>
      )}
    </AccountPage>
  );
}

function UserEditForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const save = useSaveUser();
  const [uploading, setUploading] = useState(false);
  const { form, formProps, failWith, field, fieldId, fieldError, summary } = useSchemaForm({
    schema: userSchema,
    defaultValues: valuesOf(user),
    toPayload: (values: Values) => ({ ...values, birthday: joinBirthday(values.birthday) }),
    check: (values) => ({ birthday: birthdayError(values.birthday) }),
    // Reading order: errors are listed in this order.
    labels: {
      name: t('userEdit.name'),
      surname: t('userEdit.surname'),
      username: t('userEdit.username'),
      gender: t('userEdit.gender'),
      birthday: t('userEdit.birthday'),
      image: t('userEdit.image'),
      street: t('userEdit.street'),
      street_number: t('userEdit.streetNumber'),
      zipcode: t('userEdit.zipcode'),
      city: t('userEdit.city'),
      country: t('userEdit.country'),
      newsletter: t('userEdit.newsletterLabel'),
    },
  });
  const [image, birthday] = form.watch(['image', 'birthday']);

  const send = formProps((payload) =>
    save.mutate(payload, {
      onSuccess: () => void navigate(localePath('/home'), noticeState('userSaved')),
      onError: failWith,
    }),
  );

  return (
    <form className={`${card.panel} ${styles.form}`} {...send}>
      <ErrorSummary {...summary} />
      <p className={styles.requiredNote}>{t('accountForm.requiredNote')}</p>

      <fieldset className={styles.fields}>
        <legend className={styles.fieldsTitle}>{t('userEdit.personal')}</legend>
        <div className={styles.pair}>
          <TextInput {...field('name')} autoComplete="given-name" required maxLength={100} />
          <TextInput {...field('surname')} autoComplete="family-name" required maxLength={100} />
        </div>
        <div className={styles.pair}>
          <TextInput
            {...field('username')}
            hint={t('userEdit.usernameHint')}
            autoComplete="username"
            required
            maxLength={30}
          />
          <Select
            {...field('gender')}
            options={genders.map((value) => ({ value, label: t(`userEdit.genders.${value}`) }))}
          />
        </div>
        <BirthdayField
          id={fieldId('birthday')}
          value={birthday}
          onChange={(parts) => form.setValue('birthday', parts, { shouldDirty: true })}
          error={fieldError('birthday')}
        />
        <UploadField
          id={fieldId('image')}
          label={t('userEdit.image')}
          hint={t('userEdit.imageHint')}
          kind="image"
          ownerId={user.id}
          value={image}
          onChange={(file) =>
            form.setValue('image', file ? file.file : null, { shouldDirty: true })
          }
          onBusyChange={setUploading}
          error={fieldError('image')}
        />
      </fieldset>

      <fieldset className={styles.fields}>
        <legend className={styles.fieldsTitle}>{t('userEdit.address')}</legend>
        <div className={`${styles.pair} ${styles.pairWideFirst}`}>
          <TextInput {...field('street')} maxLength={profileLimits.street} />
          <TextInput {...field('street_number')} maxLength={profileLimits.street_number} />
        </div>
        <div className={`${styles.pair} ${styles.pairWideLast}`}>
          <TextInput
            {...field('zipcode')}
            autoComplete="postal-code"
            maxLength={profileLimits.zipcode}
          />
          <TextInput
            {...field('city')}
            autoComplete="address-level2"
            maxLength={profileLimits.city}
          />
        </div>
        <TextInput {...field('country')} autoComplete="country-name" maxLength={60} />
      </fieldset>

      <fieldset className={styles.fields}>
        <legend className={styles.fieldsTitle}>{t('userEdit.account')}</legend>
        <TextInput
          id="user-edit-email"
          label={t('userEdit.email')}
          hint={t('userEdit.emailHint')}
          type="email"
          readOnly
          className={styles.readOnly}
          value={user.email}
        />
        <Checkbox {...field('newsletter')} />
      </fieldset>

      <div className={styles.actions}>
        <Link to={localePath('/home')} className={buttonClassName({ variant: 'secondary' })}>
          {t('accountForm.cancel')}
        </Link>
        <Button type="submit" loading={save.isPending} disabled={uploading}>
          {save.isPending ? t('accountForm.saving') : t('accountForm.save')}
        </Button>
      </div>
    </form>
  );
}
