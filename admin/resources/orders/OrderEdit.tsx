/**
 * One shop order. Orders are placed from the site's cart and priced by the server, so staff change
 * only the status; who ordered, the total (computed from the lines) and the lines themselves are
 * shown read-only.
 */
import Typography from '@mui/material/Typography'
import { Datagrid, Edit, ListButton, NumberField, ReferenceManyField, SimpleForm, TextField, TopToolbar, useLocale, useTranslate } from 'react-admin'
import { orderLines, orders } from '../../../shared/resources/orders'
import { DraftKeeper } from '../../generic/DraftKeeper'
import { FieldInput } from '../../generic/FieldInput'
import { ReadOnlyInput } from '../../generic/ReadOnlyInput'

/** The fields staff read on an order; only `status` is theirs to change. */
const READ_ONLY = ['name', 'email', 'phone', 'address', 'note', 'total', 'currency'] as const

const OrderLines = () => {
  const translate = useTranslate()
  const locale = useLocale()
  const money = {
    style: 'decimal',
    minimumFractionDigits: orderLines.fields.unit_price.decimals,
    maximumFractionDigits: orderLines.fields.unit_price.decimals,
  } as const
  return (
    <>
      <Typography id="order-lines" component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('resources.order-lines.name', { smart_count: 2 })}
      </Typography>
      <ReferenceManyField reference="order-lines" target="order" sort={{ field: 'id', order: 'ASC' }} perPage={100}>
        <Datagrid bulkActionButtons={false} rowClick={false} aria-labelledby="order-lines">
          <TextField source="product_name" />
          <NumberField source="quantity" locales={locale} />
          <NumberField source="unit_price" locales={locale} options={money} />
          <NumberField source="line_total" locales={locale} options={money} />
        </Datagrid>
      </ReferenceManyField>
    </>
  )
}

const OrderEdit = () => (
  <Edit
    mutationMode="pessimistic"
    redirect="list"
    actions={
      <TopToolbar>
        <ListButton />
      </TopToolbar>
    }
  >
    <SimpleForm warnWhenUnsavedChanges sx={{ maxWidth: 720 }}>
      <DraftKeeper />
      <FieldInput name="status" field={orders.fields.status} declaration={orders} />
      {READ_ONLY.map((name) => (
        <ReadOnlyInput key={name} name={name} field={orders.fields[name]} />
      ))}
      <OrderLines />
    </SimpleForm>
  </Edit>
)

export default OrderEdit
