import '#tests/helpers/radixDom.ts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePicker, datePickerArrayError, type DatePickerProps } from '#design-system/DatePicker/DatePicker.tsx';
import { formatPickerDate, parsePickerDate } from '#design-system/DatePicker/dateFormats.ts';

afterEach(cleanup);

const today = new Date(2026, 2, 11); // Wednesday 11 March 2026

function Controlled(props: Partial<DatePickerProps>) {
  const [value, setValue] = useState('');
  return (
    <DatePicker
      id="birthDate"
      label="Date of birth"
      openCalendarLabel="Choose date"
      today={today}
      value={value}
      onChange={setValue}
      {...(props as object)}
    />
  );
}

async function openCalendar() {
  await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
  return screen.getByRole('grid');
}

describe('DatePicker', () => {
  it('is a text input named by its label, with the mm/dd/yyyy placeholder', () => {
    render(<Controlled />);
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveAttribute('placeholder', 'mm/dd/yyyy');
  });

  it('masks what is typed as mm/dd/yyyy', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Date of birth' }), '07041990');
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('07/04/1990');
  });

  it('opens the calendar from its button', async () => {
    render(<Controlled />);
    expect(await openCalendar()).toBeInTheDocument();
  });

  it('applies the picked day to the input', async () => {
    render(<Controlled />);
    const grid = await openCalendar();
    await userEvent.click(within(grid).getByRole('button', { name: /March 20, 2026/ }));
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('03/20/2026');
  });

  it('closes when a day is picked', async () => {
    render(<Controlled />);
    const grid = await openCalendar();
    await userEvent.click(within(grid).getByRole('button', { name: /March 20, 2026/ }));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('closes when the page scrolls', async () => {
    render(<Controlled />);
    await openCalendar();
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    render(<Controlled />);
    await openCalendar();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('starts weeks on Monday', async () => {
    render(<Controlled />);
    const grid = await openCalendar();
    expect(within(grid).getAllByRole('columnheader', { hidden: true })[0]).toHaveAttribute('aria-label', 'Monday');
  });

  it('offers the years 1900 to 2100', async () => {
    render(<Controlled />);
    await openCalendar();
    const years = within(screen.getByRole('combobox', { name: /year/i })).getAllByRole('option');
    expect([years[0]?.textContent, years.at(-1)?.textContent]).toEqual(['1900', '2100']);
  });

  it('shows the month of the typed date', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Date of birth' }), '07041990');
    const grid = await openCalendar();
    expect(grid).toHaveAccessibleName(/July 1990/);
  });

  it('focuses the chosen day so the arrow keys move through the month', async () => {
    render(<Controlled />);
    await openCalendar();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('03/12/2026');
  });

  it('shows six weeks when asked, even for a four-week month', async () => {
    // February 2021 runs from Monday the 1st to Sunday the 28th.
    render(<Controlled sixWeekCalendar today={new Date(2021, 1, 10)} />);
    const grid = await openCalendar();
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
  });

  it('shows only the weeks of the month by default', async () => {
    render(<Controlled today={new Date(2021, 1, 10)} />);
    const grid = await openCalendar();
    expect(within(grid).getAllByRole('row')).toHaveLength(4);
  });

  it('speaks Spanish with the es locale', async () => {
    render(<Controlled locale="es" />);
    const grid = await openCalendar();
    expect(within(grid).getAllByRole('columnheader', { hidden: true })[0]).toHaveAttribute('aria-label', 'lunes');
  });

  it('reports a picked week as its Monday and Sunday', async () => {
    const onChange = vi.fn();
    render(
      <DatePicker
        id="week"
        label="Week"
        openCalendarLabel="Choose date"
        today={today}
        selection="week"
        value={[]}
        onChange={onChange}
      />,
    );
    const grid = await openCalendar();
    await userEvent.click(within(grid).getByRole('button', { name: /March 11, 2026/ }));
    expect(onChange).toHaveBeenCalledWith(['03/09/2026', '03/15/2026']);
  });

  it(`raises '${datePickerArrayError}' for a week value that is not a list`, () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const props = { selection: 'week', value: '03/09/2026' } as unknown as DatePickerProps;
    expect(() =>
      render(<DatePicker {...props} id="week" label="Week" openCalendarLabel="Choose date" onChange={() => {}} />),
    ).toThrow(datePickerArrayError);
    vi.mocked(console.error).mockRestore();
  });
});

describe('date formats', () => {
  it('formats a day as MM/dd/yyyy by default', () => {
    expect(formatPickerDate(new Date(2026, 0, 5))).toBe('01/05/2026');
  });

  it('formats a month as MM/yyyy', () => {
    expect(formatPickerDate(new Date(2026, 0, 5), 'month')).toBe('01/2026');
  });

  it('formats a year as yyyy', () => {
    expect(formatPickerDate(new Date(2026, 0, 5), 'year')).toBe('2026');
  });

  it('reads one-digit months and days', () => {
    expect(parsePickerDate('1/5/2026', today)?.getDate()).toBe(5);
  });

  it('reads no date from an incomplete text', () => {
    expect(parsePickerDate('01/05/20', today)).toBeUndefined();
  });
});
