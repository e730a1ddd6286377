import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackMessage } from '#design-system/FeedbackMessage/FeedbackMessage.tsx';

afterEach(cleanup);

describe('FeedbackMessage', () => {
  it('is the default variant unless told', () => {
    const { container } = render(<FeedbackMessage>Saved</FeedbackMessage>);
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'default');
  });

  it('shows a success message with a check icon', () => {
    const { container } = render(<FeedbackMessage variant="success">Saved</FeedbackMessage>);
    expect(container.querySelector('svg[data-icon="check"]')).not.toBeNull();
  });

  it('announces politely as a status when asked', () => {
    render(
      <FeedbackMessage variant="success" announce="polite">
        Saved
      </FeedbackMessage>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('announces a warning at once as an alert when asked', () => {
    render(
      <FeedbackMessage variant="warning" title="Check your answers" announce="assertive">
        Two answers need attention
      </FeedbackMessage>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Check your answersTwo answers need attention');
  });

  it('is not a live region unless asked', () => {
    render(<FeedbackMessage variant="warning">Read this</FeedbackMessage>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
