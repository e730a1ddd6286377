import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmationBlock } from '#design-system/ConfirmationBlock/ConfirmationBlock.tsx';

afterEach(cleanup);

const emailLabels = { value: 'Email address', confirmation: 'Confirm email address' };

describe('ConfirmationBlock', () => {
  it('shows two labelled inputs, the second confirming the first', () => {
    render(
      <ConfirmationBlock kind="confirmEmailAddress" id="email" labels={emailLabels} values={{}} onChange={() => {}} />,
    );
    expect(screen.getAllByRole('textbox').map((input) => input.id)).toEqual(['email-value', 'email-confirmation']);
  });

  it('uses email inputs to confirm an email address', () => {
    render(
      <ConfirmationBlock kind="confirmEmailAddress" id="email" labels={emailLabels} values={{}} onChange={() => {}} />,
    );
    expect(screen.getByRole('textbox', { name: 'Confirm email address' })).toHaveAttribute('type', 'email');
  });

  it('reports which input changed', async () => {
    const onChange = vi.fn();
    render(
      <ConfirmationBlock kind="confirmEmailAddress" id="email" labels={emailLabels} values={{}} onChange={onChange} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Confirm email address' }), 'a');
    expect(onChange).toHaveBeenCalledWith('confirmation', 'a');
  });

  it('masks both inputs of a phone number', async () => {
    const onChange = vi.fn();
    render(
      <ConfirmationBlock
        kind="confirmPhoneNumber"
        id="phone"
        labels={{ value: 'Phone', confirmation: 'Confirm phone' }}
        values={{}}
        mask="usPhone"
        onChange={onChange}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Confirm phone' }), '5');
    expect(onChange).toHaveBeenCalledWith('confirmation', '(5');
  });

  it('shows the mismatch message on the second input', () => {
    render(
      <ConfirmationBlock
        kind="confirmEmailAddress"
        id="email"
        labels={emailLabels}
        values={{ value: 'a@example.com', confirmation: 'b@example.com' }}
        errors={{ confirmation: ['The email addresses do not match'] }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Confirm email address' })).toHaveAccessibleDescription(
      'The email addresses do not match',
    );
  });
});
