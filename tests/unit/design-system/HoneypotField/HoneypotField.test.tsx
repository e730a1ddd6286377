import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoneypotField } from '#design-system/HoneypotField/HoneypotField.tsx';

afterEach(cleanup);

/** The honeypot beside a real input, as a page has it. */
function renderWithNeighbour(onChange = vi.fn()) {
  render(
    <form>
      <label htmlFor="notice">Notice ID</label>
      <input id="notice" />
      <HoneypotField name="website" label="Website" onChange={onChange} />
      <button type="button">Next</button>
    </form>,
  );
  return { onChange, input: document.querySelector<HTMLInputElement>('input[name="website"]')! };
}

describe('HoneypotField', () => {
  it('is an input named as a bot expects', () => {
    expect(renderWithNeighbour().input).toBeInstanceOf(HTMLInputElement);
  });

  it('is hidden from assistive technology by its container', () => {
    renderWithNeighbour();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it('is in the document (not display:none), for bots that skip hidden inputs', () => {
    const { input } = renderWithNeighbour();
    expect(input).toBeInTheDocument();
  });

  it('is out of the tab order: Tab goes from the field before it to the button after it', async () => {
    renderWithNeighbour();
    const user = userEvent.setup();
    screen.getByLabelText('Notice ID').focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('is never autofilled', () => {
    expect(renderWithNeighbour().input).toHaveAttribute('autocomplete', 'off');
  });

  it('reports what is typed into it', () => {
    const { onChange, input } = renderWithNeighbour();
    fireEvent.change(input, { target: { value: 'https://spam.example' } });
    expect(onChange).toHaveBeenCalledWith('https://spam.example');
  });
});
