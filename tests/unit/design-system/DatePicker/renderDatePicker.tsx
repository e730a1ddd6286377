import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DatePicker, type DatePickerProps } from '#design-system/DatePicker/DatePicker.tsx';

/** Wednesday 11 March 2026, 14:37:20: the pickers' today and the Now button's clock. */
export const today = new Date(2026, 2, 11, 14, 37, 20);

type Value = string | readonly string[];

export type PickerTestProps = Partial<Omit<DatePickerProps, 'value' | 'onChange'>> & {
  value?: Value;
  onChange?: (value: Value) => void;
};

/** A date picker that keeps its value, as a form does; `onChange` sees every change. */
function Controlled({ value: initialValue = '', onChange, ...props }: PickerTestProps) {
  const [value, setValue] = useState<Value>(initialValue);
  const settings = { id: 'answer', label: 'Answer', openCalendarLabel: 'Choose date', today, ...props };
  const handleChange = (next: Value) => {
    setValue(next);
    onChange?.(next);
  };
  return <DatePicker {...({ ...settings, value, onChange: handleChange } as DatePickerProps)} />;
}

/** Renders a controlled date picker labelled "Answer", with the calendar button "Choose date". */
export function renderDatePicker(props: PickerTestProps = {}) {
  return render(<Controlled {...props} />);
}

/** The text input of the picker. */
export function answerInput() {
  return screen.getByRole('textbox', { name: 'Answer' });
}

/** Opens the calendar with its button and returns the popover (a dialog named "Choose date"). */
export async function openPicker() {
  await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
  return screen.getByRole('dialog', { name: 'Choose date' });
}
