import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon, iconNames } from '#design-system/Icon/Icon.tsx';

afterEach(cleanup);

describe('Icon', () => {
  it('registers the 13 icons of the spec', () => {
    expect(iconNames).toEqual([
      'trash',
      'secret-user',
      'envelope',
      'phone',
      'paper-plane',
      'pen',
      'plus',
      'check',
      'info-circle',
      'location-dot',
      'chevron-down',
      'globe',
      'close',
    ]);
  });

  it('is hidden from assistive technology by default', () => {
    const { container } = render(<Icon name="trash" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image named by its label when labelled', () => {
    render(<Icon name="globe" label="Language" />);
    expect(screen.getByRole('img', { name: 'Language' })).toBeInTheDocument();
  });

  it('draws every registered icon as an inline SVG path', () => {
    const { container } = render(
      <>
        {iconNames.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </>,
    );
    expect(container.querySelectorAll('svg > path[d]')).toHaveLength(13);
  });
});
