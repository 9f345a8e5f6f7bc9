import { Typography } from '@mui/material';
import {
  BooleanField,
  Button,
  Create,
  Datagrid,
  FunctionField,
  HttpError,
  List,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { ProductRecord } from '../../../../domain/shop/backend.ts';
import { formatEuro } from '../../../../domain/shop/price.ts';
import { backendCall } from '../data-provider.ts';
import { HistoryPanel, LocalizedInput, TranslationField, VersionedEdit } from '../inputs.tsx';
import { backendLocale } from '../locale.ts';
import { MediaInput } from '../media-input.tsx';

/** The price as the shop writes it. */
export function EuroField({ source }: { source: string; label?: string; sortable?: boolean }) {
  return (
    <FunctionField
      source={source}
      render={(record: Record<string, number>) => formatEuro(record[source] ?? 0, backendLocale())}
    />
  );
}

/**
 * Shows the product in the shop or takes it out, at the version read: a change by someone
 * else in between is refused (409) and the screen offers to reload.
 */
function PublishButton() {
  const record = useRecordContext<ProductRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const action = record.published ? 'unpublish' : 'publish';
  const toggle = async () => {
    try {
      await backendCall(`products/${record.id}/${action}`, {
        method: 'POST',
        body: { version: record.version },
      });
      notify(`backend.shop.${record.published ? 'unpublished' : 'published'}`, { type: 'info' });
    } catch (error) {
      const conflict = error instanceof HttpError && error.status === 409;
      notify(conflict ? 'backend.errors.conflict' : (error as Error).message, { type: 'error' });
    }
    refresh();
  };
  return (
    <Button
      label={translate(`backend.shop.${action}`)}
      aria-label={`${translate(`backend.shop.${action}`)}: ${record.name.de}`}
      onClick={(event) => {
        // In a list row: the click toggles, it does not open the record.
        event.stopPropagation();
        void toggle();
      }}
    />
  );
}

function ProductEmpty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} role="status">
      {translate('backend.shop.no_products')}
    </Typography>
  );
}

function ProductList() {
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <NullableBooleanInput key="p" source="published" alwaysOn />,
      ]}
      empty={false}
      exporter={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<ProductEmpty />}>
        <TextField source="name.de" label="resources.products.fields.name" sortBy="name" />
        <TextField source="slug" />
        <EuroField source="price_cents" label="resources.products.fields.price_cents" />
        <NumberField source="position" />
        <BooleanField source="published" />
        <NumberField source="paid_purchases" sortable={false} />
        <TranslationField label="resources.products.fields.missing_en" sortable={false} />
        <PublishButton />
      </Datagrid>
    </List>
  );
}

function ProductForm() {
  const translate = useTranslate();
  return (
    <SimpleForm>
      <LocalizedInput source="name" required />
      <TextInput source="slug" required />
      <LocalizedInput source="description" multiline required />
      <NumberInput
        source="price_cents"
        required
        // The server names a price below the providers' minimum at this field (422).
        helperText={translate('backend.shop.price_hint')}
      />
      <MediaInput source="image" kind="image" />
      <NumberInput source="position" />
    </SimpleForm>
  );
}

function EditActions() {
  return (
    <TopToolbar>
      <PublishButton />
    </TopToolbar>
  );
}

/** The shop's products (decision 039): a new one starts unpublished. */
export const products = {
  list: ProductList,
  edit: () => (
    <VersionedEdit actions={<EditActions />}>
      <ProductForm />
      <HistoryPanel />
    </VersionedEdit>
  ),
  create: () => (
    <Create redirect="edit">
      <ProductForm />
    </Create>
  ),
};
