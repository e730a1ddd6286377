import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextInput } from '#design-system/TextInput/TextInput.tsx';
import { RadioGroup } from '#design-system/RadioGroup/RadioGroup.tsx';

afterEach(cleanup);

function renderInput(props: Partial<Parameters<typeof TextInput>[0]> = {}) {
  return render(<TextInput id="claimantInfo-email" label="Email address" value="" onChange={() => {}} {...props} />);
}

describe('Field (through TextInput)', () => {
  it('labels the input with exactly the label text', () => {
    renderInput({ required: true });
    expect(screen.getByLabelText('Email address', { exact: true })).toHaveAttribute('id', 'claimantInfo-email');
  });

  it('marks a required input with aria-required', () => {
    renderInput({ required: true });
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-required', 'true');
  });

  it('adds the optional text to the label of a field that is not required', () => {
    renderInput({ optionalText: '(optional)' });
    expect(screen.getByRole('textbox', { name: 'Email address (optional)' })).toBeInTheDocument();
  });

  it('describes the input by its hint', () => {
    renderInput({ hint: 'We send the confirmation here' });
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('We send the confirmation here');
  });

  it('describes the input by its hint and its first error', () => {
    renderInput({ hint: 'We send the confirmation here', errors: ['Value is required', 'Too long'] });
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('We send the confirmation here Value is required');
  });

  it('shows only the first error', () => {
    renderInput({ errors: ['Value is required', 'Too long'] });
    expect(screen.queryByText('Too long')).not.toBeInTheDocument();
  });

  it('marks an input with errors as invalid', () => {
    renderInput({ errors: ['Value is required'] });
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves aria-invalid off an input without errors', () => {
    renderInput();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('names a radio group by its legend', () => {
    render(
      <RadioGroup
        id="paymentElection-paymentMethod"
        label="Payment method"
        required
        value={null}
        onChange={() => {}}
        options={[{ value: 'Check', label: 'Paper check mailed to my address' }]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Payment method' })).toContainElement(
      screen.getByRole('radio', { name: 'Paper check mailed to my address' }),
    );
  });
});
