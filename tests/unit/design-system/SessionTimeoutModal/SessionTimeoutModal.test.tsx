import '#tests/helpers/radixDom.ts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, SessionTimeoutModal } from '#design-system/SessionTimeoutModal/SessionTimeoutModal.tsx';

afterEach(cleanup);

function renderModal(secondsRemaining: number, onContinue = () => {}) {
  return render(
    <SessionTimeoutModal
      open
      secondsRemaining={secondsRemaining}
      title="Your session is about to end"
      message="For your security, your session ends in"
      continueLabel="Continue"
      onContinue={onContinue}
    />,
  );
}

describe('SessionTimeoutModal', () => {
  it('shows the seconds left as mm:ss', () => {
    renderModal(59);
    expect(screen.getByRole('timer')).toHaveTextContent('00:59');
  });

  it('is an alert dialog named by its title', () => {
    renderModal(59);
    expect(screen.getByRole('alertdialog', { name: 'Your session is about to end' })).toBeInTheDocument();
  });

  it('calls onContinue from its Continue button', async () => {
    const onContinue = vi.fn();
    renderModal(30, onContinue);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });
});

describe('formatCountdown', () => {
  it('pads minutes and seconds to two digits', () => {
    expect(formatCountdown(65)).toBe('01:05');
  });

  it('shows a full minute as 01:00', () => {
    expect(formatCountdown(60)).toBe('01:00');
  });

  it('never goes below 00:00', () => {
    expect(formatCountdown(-3)).toBe('00:00');
  });
});
