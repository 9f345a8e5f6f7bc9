import { Alert, Link, Typography } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  Labeled,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BackendDateField, useBackendDateFormat } from '../date-field.tsx';
import type { PurchaseRecord } from '../../../../domain/shop/backend.ts';
import { purchaseStatuses } from '../../../../domain/shop/products.ts';
import { EuroField } from './products.tsx';

const statusChoices = purchaseStatuses.map((id) => ({ id, name: `backend.shop.statuses.${id}` }));

/** The purchase's state in words. */
function StatusField(_: { label?: string; sortBy?: string }) {
  const record = useRecordContext<PurchaseRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`backend.shop.statuses.${record.status}`)}</span>;
}

/** The buyer as staff see them; purchases of deleted accounts stay without one (decision 031). */
function BuyerField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<PurchaseRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.buyer_id === null) return <em>{translate('backend.shop.buyer_deleted')}</em>;
  return (
    <span>
      {record.buyer_username} · {record.buyer_email}
    </span>
  );
}

function RefundsNote() {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('backend.shop.refunds_note')}
    </Alert>
  );
}

function PurchaseEmpty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} role="status">
      {translate('backend.shop.no_purchases')}
    </Typography>
  );
}

function PurchaseList() {
  return (
    <>
      <RefundsNote />
      <List
        filters={[
          <SearchInput key="q" source="q" alwaysOn />,
          <SelectInput key="s" source="status" choices={statusChoices} alwaysOn />,
          <ReferenceInput key="p" source="product_id" reference="products" alwaysOn>
            <AutocompleteInput optionText="name.de" filterToQuery={(q) => ({ q })} />
          </ReferenceInput>,
        ]}
        sort={{ field: 'created_at', order: 'DESC' }}
        empty={false}
        exporter={false}
      >
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<PurchaseEmpty />}>
          <NumberField source="id" sortable={false} />
          <BackendDateField source="created_at" showTime />
          <TextField source="item_name" sortable={false} />
          <BuyerField label="resources.purchases.fields.buyer" sortable={false} />
          <EuroField source="amount_cents" label="resources.purchases.fields.amount_cents" />
          <StatusField label="resources.purchases.fields.status" sortBy="status" />
          <BackendDateField source="paid_at" showTime emptyText="–" />
        </Datagrid>
      </List>
    </>
  );
}

/** The purchase's receipt as its buyer opens it. */
function ReceiptLink(_: { label?: string }) {
  const record = useRecordContext<PurchaseRecord>();
  const translate = useTranslate();
  if (!record?.receipt) return <span>–</span>;
  return (
    <Link href={record.receipt} target="_blank" rel="noopener">
      {translate('backend.shop.receipt_open')} ({record.receipt_number})
    </Link>
  );
}

/** What is stored of the purchase's way: start, payment, last change of state. */
function Timeline() {
  const record = useRecordContext<PurchaseRecord>();
  const translate = useTranslate();
  const formatDate = useBackendDateFormat();
  if (!record) return null;
  const steps: [string, string | null][] = [
    ['started', record.created_at],
    ['paid', record.paid_at],
    ['changed', record.updated_at],
  ];
  return (
    <section aria-labelledby="purchase-timeline">
      <Typography id="purchase-timeline" component="h2" variant="h6">
        {translate('backend.shop.timeline')}
      </Typography>
      <ul>
        {steps
          .filter((step): step is [string, string] => step[1] !== null)
          .map(([key, at]) => (
            <li key={key}>
              {translate(`backend.shop.${key}`)}: {formatDate(at)}
              {key === 'changed' ? ` (${translate(`backend.shop.statuses.${record.status}`)})` : ''}
            </li>
          ))}
      </ul>
      <Typography variant="body2">{translate('backend.shop.history_note')}</Typography>
    </section>
  );
}

function PurchaseShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <RefundsNote />
        <NumberField source="id" />
        <StatusField label="resources.purchases.fields.status" />
        <ReferenceField source="product_id" reference="products" link="edit">
          <TextField source="name.de" />
        </ReferenceField>
        <TextField source="item_name" />
        <BuyerField label="resources.purchases.fields.buyer" />
        <EuroField source="amount_cents" label="resources.purchases.fields.amount_cents" />
        <EuroField source="vat_cents" label="resources.purchases.fields.vat_cents" />
        <TextField source="provider" />
        <TextField source="payment_intent_id" emptyText="–" />
        <Labeled label="resources.purchases.fields.receipt">
          <ReceiptLink />
        </Labeled>
        <Timeline />
      </SimpleShowLayout>
    </Show>
  );
}

/** Purchases, read-only: their states come from the payment provider (decision 039). */
export const purchases = { list: PurchaseList, show: PurchaseShow };
