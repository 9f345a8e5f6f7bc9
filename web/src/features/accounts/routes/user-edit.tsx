import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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

const genders = ['u', 'f', 'm', 'd'] as const;

/** The form's fields in reading order: errors are listed and focused in this order. */
const fields = [
  'name',
  'surname',
  'username',
  'gender',
  'street',
  'street_number',
  'zipcode',
  'city',
  'country',
  'birthday',
  'image',
  'newsletter',
] as const;

const fieldId = (field: string) => `user-edit-${field}`;

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
          <DeleteAccount userId={user.id} />
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
  const [values, setValues] = useState(() => valuesOf(user));
  const [birthday, setBirthday] = useState<BirthdayParts>(() => splitBirthday(user.birthday));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { message, summary, otherMessages } = useFieldMessages(errors, fields, fieldId, {
    name: t('userEdit.name'),
    surname: t('userEdit.surname'),
    username: t('userEdit.username'),
    gender: t('userEdit.gender'),
    street: t('userEdit.street'),
    street_number: t('userEdit.streetNumber'),
    zipcode: t('userEdit.zipcode'),
    city: t('userEdit.city'),
    country: t('userEdit.country'),
    birthday: t('userEdit.birthday'),
    image: t('userEdit.image'),
    newsletter: t('userEdit.newsletterLabel'),
  });

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = fields.find((field) => next[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { userSaveSchema } = await payloads();
    setFailed(false);
    const parsed = userSaveSchema.safeParse({ ...values, birthday: joinBirthday(birthday) });
    const next = parsed.success ? {} : errorsFromIssues(parsed.error.issues);
    const birthdayProblem = birthdayError(birthday);
    if (birthdayProblem) next.birthday = birthdayProblem;
    if (!parsed.success || birthdayProblem) {
      showErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => void navigate(localePath('/home'), noticeState('userSaved')),
      onError: (error) => {
        const server = errorsFromServer(error);
        if (server) return showErrors(server);
        console.error('Saving the profile failed', error);
        setFailed(true);
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
        message={[...otherMessages, failed ? t('accountForm.failed') : '']
          .filter(Boolean)
          .join(' ')}
      />
      <p className={styles.requiredNote}>{t('accountForm.requiredNote')}</p>

      <fieldset className={styles.fields}>
        <legend className={styles.fieldsTitle}>{t('userEdit.personal')}</legend>
        <div className={styles.pair}>
          <TextInput
            id={fieldId('name')}
            label={t('userEdit.name')}
            autoComplete="given-name"
            required
            maxLength={100}
            value={values.name}
            onChange={(event) => set('name')(event.target.value)}
            error={message('name')}
          />
          <TextInput
            id={fieldId('surname')}
            label={t('userEdit.surname')}
            autoComplete="family-name"
            required
            maxLength={100}
            value={values.surname}
            onChange={(event) => set('surname')(event.target.value)}
            error={message('surname')}
          />
        </div>
        <div className={styles.pair}>
          <TextInput
            id={fieldId('username')}
            label={t('userEdit.username')}
            hint={t('userEdit.usernameHint')}
            autoComplete="username"
            required
            maxLength={30}
            value={values.username}
            onChange={(event) => set('username')(event.target.value)}
            error={message('username')}
          />
          <Select
            id={fieldId('gender')}
            label={t('userEdit.gender')}
            options={genders.map((value) => ({ value, label: t(`userEdit.genders.${value}`) }))}
            value={values.gender}
            onChange={(event) => set('gender')(event.target.value)}
            error={message('gender')}
          />
        </div>
        <BirthdayField
          id={fieldId('birthday')}
          value={birthday}
          onChange={setBirthday}
          error={message('birthday')}
        />
        <UploadField
          id={fieldId('image')}
          label={t('userEdit.image')}
          hint={t('userEdit.imageHint')}
          kind="image"
          ownerId={user.id}
          value={values.image}
          onChange={(file) => set('image')(file ? file.file : null)}
          onBusyChange={setUploading}
          error={message('image')}
        />
      </fieldset>

      <fieldset className={styles.fields}>
        <legend className={styles.fieldsTitle}>{t('userEdit.address')}</legend>
        <div className={`${styles.pair} ${styles.pairWideFirst}`}>
          <TextInput
            id={fieldId('street')}
            label={t('userEdit.street')}
            maxLength={profileLimits.street}
            value={values.street}
            onChange={(event) => set('street')(event.target.value)}
            error={message('street')}
          />
          <TextInput
            id={fieldId('street_number')}
            label={t('userEdit.streetNumber')}
            maxLength={profileLimits.street_number}
            value={values.street_number}
            onChange={(event) => set('street_number')(event.target.value)}
            error={message('street_number')}
          />
        </div>
        <div className={`${styles.pair} ${styles.pairWideLast}`}>
          <TextInput
            id={fieldId('zipcode')}
            label={t('userEdit.zipcode')}
            autoComplete="postal-code"
            maxLength={profileLimits.zipcode}
            value={values.zipcode}
            onChange={(event) => set('zipcode')(event.target.value)}
            error={message('zipcode')}
          />
          <TextInput
            id={fieldId('city')}
            label={t('userEdit.city')}
            autoComplete="address-level2"
            maxLength={profileLimits.city}
            value={values.city}
            onChange={(event) => set('city')(event.target.value)}
            error={message('city')}
          />
        </div>
        <TextInput
          id={fieldId('country')}
          label={t('userEdit.country')}
          autoComplete="country-name"
          maxLength={60}
          value={values.country}
          onChange={(event) => set('country')(event.target.value)}
          error={message('country')}
        />
      </fieldset>

      <fieldset className={styles.fields}>
        <legend className={styles.fieldsTitle}>{t('userEdit.account')}</legend>
        <TextInput
          id={fieldId('email')}
          label={t('userEdit.email')}
          hint={t('userEdit.emailHint')}
          type="email"
          readOnly
          className={styles.readOnly}
          value={user.email}
        />
        <Checkbox
          id={fieldId('newsletter')}
          label={t('userEdit.newsletterLabel')}
          checked={values.newsletter}
          onChange={(event) => set('newsletter')(event.target.checked)}
          error={message('newsletter')}
        />
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
