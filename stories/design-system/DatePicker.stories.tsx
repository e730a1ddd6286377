import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DatePicker, type SingleDatePickerProps } from '#design-system/DatePicker/DatePicker.tsx';

/** Stories never read the clock: "today" is fixed. */
const today = new Date(2026, 2, 11);

/** A picker of one day that keeps what is typed or picked. */
function SingleDatePicker(props: SingleDatePickerProps) {
  const [value, setValue] = useState(props.value);
  return <DatePicker {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Design system/DatePicker',
  component: SingleDatePicker,
  // The open calendar needs room below the input for the full-page screenshot.
  decorators: [(Story) => <div style={{ minHeight: '30rem' }}>{Story()}</div>],
  args: {
    id: 'purchase-date',
    label: 'Purchase date',
    hint: 'For example, 03/27/2021',
    value: '',
    onChange: () => {},
    openCalendarLabel: 'Choose date',
    today,
  },
} satisfies Meta<typeof SingleDatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '07/04/2021' } };
export const WithError: Story = { args: { required: true, errors: ['Value is required'] } };
export const Disabled: Story = { args: { value: '07/04/2021', disabled: true } };
export const Open: Story = { args: { defaultOpen: true, value: '03/20/2026' } };
export const OpenSixWeeks: Story = { args: { defaultOpen: true, sixWeekCalendar: true, today: new Date(2021, 1, 10) } };
export const OpenInSpanish: Story = {
  args: { defaultOpen: true, locale: 'es', label: 'Fecha de compra', hint: undefined, value: '03/20/2026' },
};
