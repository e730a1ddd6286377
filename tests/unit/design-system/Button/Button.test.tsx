import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '#design-system/Button/Button.tsx';
import { visuallyHidden } from '#design-system/VisuallyHidden/VisuallyHidden.css.ts';

afterEach(cleanup);

describe('Button', () => {
  it("raises 'Either label or icon must have a value.' with neither", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Button />)).toThrow('Either label or icon must have a value.');
    vi.mocked(console.error).mockRestore();
  });

  it('is named by its label', () => {
    render(<Button label="Next" />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('is named by its accessible label when it shows only an icon', () => {
    render(<Button icon={<svg />} accessibleLabel="Close" />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('is disabled while its asynchronous click handler runs', async () => {
    let finish: () => void = () => {};
    render(<Button label="Next" onClick={() => new Promise<void>((resolve) => (finish = resolve))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Next' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('stays enabled while its handler runs when shouldDisableOnClick is false', () => {
    render(<Button label="Next" shouldDisableOnClick={false} onClick={() => new Promise<void>(() => {})} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('leaves the focused field before its handler runs when asked to', () => {
    const order: string[] = [];
    render(
      <>
        <input aria-label="Name" onBlur={() => order.push('blur')} />
        <Button label="Next" blurFocusedFieldFirst onClick={() => void order.push('click')} />
      </>,
    );
    screen.getByRole('textbox', { name: 'Name' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(order).toEqual(['blur', 'click']);
  });
});

describe('Button icons and outside disabling', () => {
  it('shows a registered icon by name, named by its accessible label', () => {
    render(<Button icon="trash" accessibleLabel="Delete" />);
    expect(screen.getByRole('button', { name: 'Delete' }).querySelector('svg[data-icon="trash"]')).not.toBeNull();
  });

  it('keeps the label as the name when it also has an icon', () => {
    render(<Button icon="plus" label="Add more" accessibleLabel="ignored" />);
    expect(screen.getByRole('button', { name: 'Add more' })).toBeInTheDocument();
  });

  it('reads its label suffix after the label, off the screen', () => {
    render(<Button label="Change" labelSuffix="2019 Aurora" />);
    const button = screen.getByRole('button', { name: 'Change 2019 Aurora' });
    expect(within(button).getByText('2019 Aurora').className).toBe(visuallyHidden);
  });

  it('is disabled while a navigation is in progress', () => {
    render(<Button label="Next" isNavigating />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('is disabled while a captcha runs', () => {
    render(<Button label="Submit" isCaptchaRunning />);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
