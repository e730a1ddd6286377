import '#tests/helpers/radixDom.ts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePicker, datePickerArrayError, type DatePickerProps } from '#design-system/DatePicker/DatePicker.tsx';
import { answerInput, openPicker, renderDatePicker } from './renderDatePicker.tsx';

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
        mode="week"
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
    const props = { mode: 'week', value: '03/09/2026' } as unknown as DatePickerProps;
    expect(() =>
      render(<DatePicker {...props} id="week" label="Week" openCalendarLabel="Choose date" onChange={() => {}} />),
    ).toThrow(datePickerArrayError);
    vi.mocked(console.error).mockRestore();
  });
});

/** An element's attributes, whatever their order, to compare two buttons' markup. */
function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
}

describe('DatePicker calendar button (a plain button until first used, then the popover from its chunk)', () => {
  const calendarButton = () => screen.getByRole('button', { name: 'Choose date' });

  it('says before the calendar first opens that it opens a dialog, closed', () => {
    renderDatePicker();
    expect(attributesOf(calendarButton())).toMatchObject({ 'aria-haspopup': 'dialog', 'aria-expanded': 'false' });
  });

  it('has the same markup before the calendar first opens as once it has opened and closed', async () => {
    renderDatePicker();
    const before = attributesOf(calendarButton());
    await openPicker();
    await userEvent.keyboard('{Escape}');
    expect(attributesOf(calendarButton())).toEqual(before);
  });

  it('says the calendar is open once it is', async () => {
    renderDatePicker();
    await openPicker();
    expect(calendarButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the input it showed when the calendar first opens', async () => {
    renderDatePicker();
    const input = answerInput();
    await openPicker();
    expect(answerInput()).toBe(input);
  });

  it('moves focus into the calendar as it first opens', async () => {
    renderDatePicker();
    const dialog = await openPicker();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('gives focus back to its button when Escape closes the calendar', async () => {
    renderDatePicker();
    await openPicker();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(calendarButton()).toHaveFocus());
  });

  it('opens the calendar from the keyboard on its button', async () => {
    renderDatePicker();
    calendarButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Choose date' })).toBeInTheDocument();
  });

  it('opens nothing when disabled', async () => {
    renderDatePicker({ disabled: true });
    await userEvent.click(calendarButton());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** The vertical distance Radix's popper puts between the input and the calendar menu. */
async function menuOffsetOf(dialog: HTMLElement) {
  const wrapper = dialog.parentElement;
  await waitFor(() => expect(wrapper?.style.transform).toMatch(/translate\(/));
  return /translate\([^,]+,\s*(-?[\d.]+)px\)/.exec(wrapper?.style.transform ?? '')?.[1];
}

describe('DatePicker settings (spec §9)', () => {
  it('opens the calendar 10 px from the input by default', async () => {
    renderDatePicker();
    expect(await menuOffsetOf(await openPicker())).toBe('10');
  });

  it('opens the calendar at the given menu offset', async () => {
    renderDatePicker({ menuOffset: 24 });
    expect(await menuOffsetOf(await openPicker())).toBe('24');
  });

  it('limits the year dropdown to the given year range', async () => {
    renderDatePicker({ yearRange: { first: 2000, last: 2030 } });
    await openPicker();
    const years = within(screen.getByRole('combobox', { name: /year/i })).getAllByRole('option');
    expect([years[0]?.textContent, years.at(-1)?.textContent]).toEqual(['2000', '2030']);
  });

  it('starts weeks on the given day', async () => {
    renderDatePicker({ weekStartsOn: 0 });
    const dialog = await openPicker();
    expect(within(dialog).getAllByRole('columnheader', { hidden: true })[0]).toHaveAttribute('aria-label', 'Sunday');
  });

  it('shows one month by default', async () => {
    renderDatePicker();
    expect(within(await openPicker()).getAllByRole('grid')).toHaveLength(1);
  });

  it('shows two months side by side when multiCalendars is on without a number', async () => {
    renderDatePicker({ multiCalendars: true });
    const grids = within(await openPicker()).getAllByRole('grid');
    expect(grids.map((grid) => grid.getAttribute('aria-label'))).toEqual(['March 2026', 'April 2026']);
  });

  it('shows the number of months multiCalendars asks for', async () => {
    renderDatePicker({ multiCalendars: 3 });
    expect(within(await openPicker()).getAllByRole('grid')).toHaveLength(3);
  });

  it('opens the calendar with Alt+Down in the input', async () => {
    renderDatePicker();
    await userEvent.click(answerInput());
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('dialog', { name: 'Choose date' })).toBeInTheDocument();
  });

  it('puts focus back in the input after a day is picked', async () => {
    renderDatePicker();
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: /March 20, 2026/ }));
    await waitFor(() => expect(answerInput()).toHaveFocus());
  });
});

describe('DatePicker swipe (spec §9: threshold 10)', () => {
  function swipe(target: Element, from: [number, number], to: [number, number]) {
    fireEvent.touchStart(target, { touches: [{ clientX: from[0], clientY: from[1] }] });
    fireEvent.touchEnd(target, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
  }

  it('turns to the next month on a swipe to the left of more than 10 px', async () => {
    renderDatePicker();
    const dialog = await openPicker();
    swipe(within(dialog).getByRole('grid'), [200, 100], [189, 100]);
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('April 2026');
  });

  it('turns to the previous month on a swipe to the right', async () => {
    renderDatePicker();
    const dialog = await openPicker();
    swipe(within(dialog).getByRole('grid'), [100, 100], [160, 110]);
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('February 2026');
  });

  it('stays on the month for a swipe of 10 px', async () => {
    renderDatePicker();
    const dialog = await openPicker();
    swipe(within(dialog).getByRole('grid'), [200, 100], [190, 100]);
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('March 2026');
  });

  it('stays on the month when the finger moves more up or down than sideways', async () => {
    renderDatePicker();
    const dialog = await openPicker();
    swipe(within(dialog).getByRole('grid'), [200, 100], [170, 160]);
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('March 2026');
  });

  it('takes the threshold it is given', async () => {
    renderDatePicker({ swipeThreshold: 50 });
    const dialog = await openPicker();
    swipe(within(dialog).getByRole('grid'), [200, 100], [160, 100]);
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('March 2026');
  });
});
