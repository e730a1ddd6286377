import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  DatePicker,
  type ListDatePickerProps,
  type TypedDatePickerProps,
} from '#design-system/DatePicker/DatePicker.tsx';

/** Stories never read the clock: "today" (and the Now button's time) is fixed. */
const today = new Date(2026, 2, 11, 14, 37, 20);

/** A picker of a typed value (a day, range, month, year or time) that keeps what is typed or picked. */
function TypedDatePicker(props: TypedDatePickerProps) {
  const [value, setValue] = useState(props.value);
  return <DatePicker {...props} value={value} onChange={setValue} />;
}

/** A picker of several days or a week, which keeps the list picked. */
function ListDatePicker(props: ListDatePickerProps) {
  const [value, setValue] = useState(props.value);
  return <DatePicker {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Design system/DatePicker',
  component: TypedDatePicker,
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
} satisfies Meta<typeof TypedDatePicker>;

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

/** Spec §9 sets Monday; a settlement may start the week on Sunday. */
export const OpenWeekStartsOnSunday: Story = { args: { defaultOpen: true, weekStartsOn: 0, value: '03/20/2026' } };

/** The year dropdown offers only the years of a narrower range. */
export const OpenYearRange2019To2022: Story = {
  args: { defaultOpen: true, yearRange: { first: 2019, last: 2022 }, value: '06/15/2021' },
};

/** A wider gap than spec §9's 10 px between input and calendar. */
export const OpenMenuOffset24: Story = { args: { defaultOpen: true, menuOffset: 24, value: '03/20/2026' } };

/** multiCalendars switched on without a number: two months side by side. */
export const OpenTwoMonths: Story = { args: { defaultOpen: true, multiCalendars: true, value: '03/20/2026' } };

export const OpenThreeMonths: Story = { args: { defaultOpen: true, multiCalendars: 3, value: '03/20/2026' } };

export const RangeFilled: Story = {
  args: { mode: 'range', label: 'Dates you rented the vehicle', hint: undefined, value: '03/09/2026 - 03/13/2026' },
};

export const OpenRange: Story = {
  args: {
    mode: 'range',
    defaultOpen: true,
    label: 'Dates you rented the vehicle',
    hint: undefined,
    value: '03/09/2026 - 03/13/2026',
  },
};

export const OpenRangeWithActionRow: Story = {
  args: {
    mode: 'range',
    defaultOpen: true,
    actionRow: true,
    label: 'Dates you rented the vehicle',
    hint: undefined,
    value: '03/09/2026 - 03/13/2026',
  },
};

export const OpenMultipleDates: Story = {
  args: { label: 'Days you were without the vehicle', hint: undefined },
  render: ({ mode: _mode, value: _value, onChange: _onChange, onApply: _onApply, ...args }) => (
    <ListDatePicker
      {...args}
      mode="multiple"
      defaultOpen
      value={['03/03/2026', '03/05/2026', '03/17/2026']}
      onChange={() => {}}
    />
  ),
};

export const OpenWeek: Story = {
  args: { label: 'Week of the repair', hint: undefined },
  render: ({ mode: _mode, value: _value, onChange: _onChange, onApply: _onApply, ...args }) => (
    <ListDatePicker {...args} mode="week" defaultOpen value={['03/09/2026', '03/15/2026']} onChange={() => {}} />
  ),
};

export const OpenWithActionRow: Story = { args: { defaultOpen: true, actionRow: true, value: '03/20/2026' } };

/** The preset texts replaced by the settlement's Spanish content. */
export const OpenWithActionRowInSpanish: Story = {
  args: {
    defaultOpen: true,
    actionRow: true,
    locale: 'es',
    label: 'Fecha de compra',
    hint: undefined,
    value: '03/20/2026',
    texts: { select: 'Aceptar', cancel: 'Cancelar', now: 'Hoy' },
  },
};

export const MonthFilled: Story = {
  args: { mode: 'month', label: 'Month of purchase', hint: 'For example, 03/2021', value: '07/2021' },
};

export const OpenMonthPicker: Story = {
  args: {
    mode: 'month',
    defaultOpen: true,
    label: 'Month of purchase',
    hint: 'For example, 03/2021',
    value: '07/2021',
  },
};

export const OpenMonthPickerInSpanish: Story = {
  args: { mode: 'month', defaultOpen: true, locale: 'es', label: 'Mes de compra', hint: undefined, value: '07/2021' },
};

export const OpenYearPicker: Story = {
  args: { mode: 'year', defaultOpen: true, label: 'Model year', hint: undefined, value: '2021' },
};

/** A shorter menu than spec §9's 255 px: the years scroll sooner. */
export const OpenYearPickerShortMenu: Story = {
  args: { mode: 'year', defaultOpen: true, menuHeight: 150, label: 'Model year', hint: undefined, value: '2021' },
};

export const TimeFilled: Story = {
  args: { mode: 'time', label: 'Time of the repair appointment', hint: undefined, value: '14:35' },
};

export const OpenTimePicker: Story = {
  args: { mode: 'time', defaultOpen: true, label: 'Time of the repair appointment', hint: undefined, value: '14:35' },
};

export const OpenTimePicker12HourWithSeconds: Story = {
  args: {
    mode: 'time',
    defaultOpen: true,
    timeFormat: 'hh:mm aa',
    showSeconds: true,
    label: 'Time of the repair appointment',
    hint: undefined,
    value: '02:35:10 PM',
  },
};

export const OpenTimePickerQuarterHours: Story = {
  args: {
    mode: 'time',
    defaultOpen: true,
    minuteIncrement: 15,
    label: 'Time of the repair appointment',
    hint: undefined,
    value: '09:45',
  },
};
