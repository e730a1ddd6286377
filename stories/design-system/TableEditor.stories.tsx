import type { Meta, StoryObj } from '@storybook/react-vite';
import { TableEditor } from '#design-system/TableEditor/TableEditor.tsx';
import { TextInput } from '#design-system/TextInput/TextInput.tsx';

const columns = [
  { key: 'vin', label: 'VIN' },
  { key: 'modelYear', label: 'Model year' },
  { key: 'repairCost', label: 'Repair cost' },
];

function rowOf(rowId: string, number: number, vin: string, modelYear: string, repairCost: string, error?: string) {
  const cell = (key: string, label: string, value: string, mask?: 'vin' | 'currency', errors?: string[]) => (
    <TextInput
      id={`${rowId}-${key}`}
      label={`${label}, vehicle ${number}`}
      suppressLabel
      value={value}
      onChange={() => {}}
      mask={mask}
      errors={errors}
    />
  );
  return {
    rowId,
    deleteLabel: `Delete vehicle ${number}`,
    cells: {
      vin: cell('vin', 'VIN', vin, 'vin', error ? [error] : undefined),
      modelYear: cell('modelYear', 'Model year', modelYear),
      repairCost: cell('repairCost', 'Repair cost', repairCost, 'currency'),
    },
  };
}

const meta = {
  title: 'Design system/TableEditor',
  component: TableEditor,
  args: {
    id: 'vehicles',
    caption: 'Your vehicles',
    columns,
    rows: [rowOf('v1', 1, '5NWCA4EB9LA557201', '2020', '1,250.00'), rowOf('v2', 2, '5NWAU2FC1MB884410', '2021', '')],
    actionsLabel: 'Actions',
    addRowLabel: 'Add a vehicle',
    onAddRow: () => {},
    onDeleteRow: () => {},
  },
} satisfies Meta<typeof TableEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {};
export const RowWithError: Story = {
  args: { rows: [rowOf('v1', 1, '5NWCA4EB9LA55720', '2020', '', 'The VIN must have 17 characters')] },
};
export const EmptyWithValidationMessage: Story = {
  args: { rows: [], validationMessage: 'Add at least 1 vehicle.' },
};
