import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  TableEditor,
  TableEditorCard,
  TableEditorRow,
  TableEditorSummaryItem,
  type TableEditorCardLabels,
  type TableEditorLayout,
} from '#design-system/TableEditor/TableEditor.tsx';
import { TextInput } from '#design-system/TextInput/TextInput.tsx';

const columns = [
  { key: 'vin', label: 'VIN' },
  { key: 'modelYear', label: 'Model year' },
  { key: 'repairCost', label: 'Repair cost' },
];

interface Vehicle {
  rowId: string;
  /** The row's name by its answers, e.g. "2020 Aurora". */
  short: string;
  /** Its full name, e.g. "Vehicle 1 (2020 Aurora)". */
  full: string;
  vin: string;
  modelYear: string;
  repairCost: string;
  /** Whether it is finished (shown as a summary entry on a phone) or edited (a card). */
  saved: boolean;
  error?: string;
}

const vehicles: Vehicle[] = [
  {
    rowId: 'v1',
    short: '2020 Aurora',
    full: 'Vehicle 1 (2020 Aurora)',
    vin: '5NWCA4EB9LA557201',
    modelYear: '2020',
    repairCost: '1,250.00',
    saved: true,
  },
  {
    rowId: 'v2',
    short: '2021 Cascade',
    full: 'Vehicle 2 (2021 Cascade)',
    vin: '5NWAU2FC1MB884410',
    modelYear: '2021',
    repairCost: '',
    saved: false,
  },
];

const vehicleWithError: Vehicle = {
  rowId: 'v1',
  short: '2020 Aurora',
  full: 'Vehicle 1 (2020 Aurora)',
  vin: '5NWCA4EB9LA55720',
  modelYear: '2020',
  repairCost: '',
  saved: false,
  error: 'Vehicle 1 (2020 Aurora): The VIN must have 17 characters',
};

const labels: TableEditorCardLabels = {
  save: 'Save vehicle',
  change: 'Change',
  delete: 'Delete',
  unfinished: 'Not finished',
};

/** A vehicle's inputs: labelled by their column and the row in a table cell, by their own label in a card. */
function fieldsOf(vehicle: Vehicle, layout: TableEditorLayout) {
  const field = (key: string, label: string, value: string, mask?: 'vin' | 'currency', errors?: string[]) => (
    <TextInput
      key={key}
      id={`${vehicle.rowId}-${key}`}
      label={layout === 'table' ? `${label}, ${vehicle.short}` : label}
      suppressLabel={layout === 'table'}
      value={value}
      onChange={() => {}}
      mask={mask}
      errors={errors}
    />
  );
  return {
    vin: field('vin', 'VIN', vehicle.vin, 'vin', vehicle.error ? [vehicle.error] : undefined),
    modelYear: field('modelYear', 'Model year', vehicle.modelYear),
    repairCost: field('repairCost', 'Repair cost', vehicle.repairCost, 'currency'),
  };
}

function rowsOf(list: readonly Vehicle[]) {
  const RenderedRows = (layout: TableEditorLayout) =>
    list.map((vehicle) => {
      const fields = fieldsOf(vehicle, layout);
      if (layout === 'table')
        return (
          <TableEditorRow
            key={vehicle.rowId}
            editorId="vehicles"
            rowId={vehicle.rowId}
            columns={columns}
            cells={fields}
            deleteLabel={`Delete ${vehicle.short}`}
            onDelete={() => {}}
          />
        );
      if (vehicle.saved)
        return (
          <TableEditorSummaryItem
            key={vehicle.rowId}
            editorId="vehicles"
            rowId={vehicle.rowId}
            title={vehicle.full}
            name={vehicle.short}
            unfinished={false}
            labels={labels}
            onChange={() => {}}
            onDelete={() => {}}
          />
        );
      return (
        <TableEditorCard
          key={vehicle.rowId}
          editorId="vehicles"
          rowId={vehicle.rowId}
          title={vehicle.full}
          name={vehicle.short}
          labels={labels}
          onSave={() => {}}
          onDelete={() => {}}
        >
          {Object.values(fields)}
        </TableEditorCard>
      );
    });
  return RenderedRows;
}

const meta = {
  title: 'Design system/TableEditor',
  component: TableEditor,
  args: {
    id: 'vehicles',
    caption: 'Your vehicles',
    columns,
    renderRows: rowsOf(vehicles),
    actionsLabel: 'Actions',
    addRowLabel: 'Add a vehicle',
    onAddRow: () => {},
  },
} satisfies Meta<typeof TableEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = { args: { layout: 'table' } };
export const RowWithError: Story = { args: { layout: 'table', renderRows: rowsOf([vehicleWithError]) } };
export const EmptyWithValidationMessage: Story = {
  args: { layout: 'table', renderRows: rowsOf([]), validationMessage: 'Add at least 1 vehicle.' },
};

/** On a phone (390 px wide): a finished vehicle in the summary list, an unfinished one edited as a card. */
export const CardsOnAPhone: Story = {
  args: { layout: 'cards' },
  render: (args) => (
    <div style={{ maxWidth: 390 }}>
      <TableEditor {...args} />
    </div>
  ),
};

/** On a phone, a vehicle whose answers fail a rule: its errors name it. */
export const CardWithErrorOnAPhone: Story = {
  args: { layout: 'cards', renderRows: rowsOf([vehicleWithError]) },
  render: (args) => (
    <div style={{ maxWidth: 390 }}>
      <TableEditor {...args} />
    </div>
  ),
};
