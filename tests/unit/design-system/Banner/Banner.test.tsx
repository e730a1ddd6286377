import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Banner } from '#design-system/Banner/Banner.tsx';

afterEach(cleanup);

const banner = (
  <Banner
    header="Claims are due by June 30, 2027"
    lines={['File online in about ten minutes.', 'Vehicle Class members must file by March 31, 2027.']}
    image={{ src: '/images/calendar.svg', alt: '' }}
  />
);

describe('Banner', () => {
  it('is a region named by its header line, with its copy lines', () => {
    render(banner);
    const region = screen.getByRole('region', { name: 'Claims are due by June 30, 2027' });
    expect(region).toHaveTextContent('File online in about ten minutes.');
    expect(region).toHaveTextContent('Vehicle Class members must file by March 31, 2027.');
  });

  it('adds no heading before the page’s h1: the page’s outline starts with its own title', () => {
    render(
      <>
        {banner}
        <main>
          <h1>File a Claim</h1>
        </main>
      </>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H1']);
  });
});
