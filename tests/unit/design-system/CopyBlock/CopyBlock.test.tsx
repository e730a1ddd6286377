import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CopyBlock } from '#design-system/CopyBlock/CopyBlock.tsx';

afterEach(cleanup);

describe('CopyBlock', () => {
  it('renders each paragraph as its own <p>', () => {
    const { container } = render(<CopyBlock paragraphs={['First.', 'Second.']} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['First.', 'Second.']);
  });

  it('never parses a text as HTML', () => {
    const { container } = render(<CopyBlock paragraphs={['<ul><li>one</li></ul>']} />);
    expect(container.querySelector('ul')).toBeNull();
  });

  it('takes rich text as React nodes', () => {
    const { container } = render(
      <CopyBlock
        paragraphs={[
          <>
            Read the <a href="/faq">FAQ</a>.
          </>,
        ]}
      />,
    );
    expect(container.querySelector('p > a')).toHaveAttribute('href', '/faq');
  });
});
