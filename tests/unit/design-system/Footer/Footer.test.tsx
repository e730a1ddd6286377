import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer, type FooterProps } from '#design-system/Footer/Footer.tsx';

afterEach(cleanup);

const props: FooterProps = {
  heading: 'For more information',
  visitText: 'Visit the settlement website or contact the Settlement Administrator:',
  phone: { text: 'Call 1-855-555-0142', number: '1-855-555-0142' },
  email: { text: 'Email info@northwindsettlement.example', address: 'info@northwindsettlement.example' },
  mail: { label: 'Write to', lines: ['P.O. Box 4821', 'Portland, OR 97208-4821'] },
  copyright: '© 2026 Northwind Settlement Administrator. All rights reserved.',
  privacyPolicy: { label: 'Privacy Policy', href: 'https://settlement.example/privacy' },
  backToTop: { label: 'Back to top', href: '#header-area' },
};

describe('Footer', () => {
  it('links the phone number, the email address, the privacy policy and the header area', () => {
    render(<Footer {...props} />);
    expect(screen.getByRole('link', { name: 'Call 1-855-555-0142' })).toHaveAttribute('href', 'tel:18555550142');
    expect(screen.getByRole('link', { name: 'Email info@northwindsettlement.example' })).toHaveAttribute(
      'href',
      'mailto:info@northwindsettlement.example',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://settlement.example/privacy',
    );
    expect(screen.getByRole('link', { name: 'Back to top' })).toHaveAttribute('href', '#header-area');
  });

  it('adds the Questions subheader and the welcome line in the Kontent layout', () => {
    render(
      <Footer {...props} layout="kontent" questionsHeading="Questions?" welcome="Welcome to the claim website." />,
    );
    expect(screen.getByText('Questions?')).toBeVisible();
    expect(screen.getByText('Welcome to the claim website.')).toBeVisible();
  });
});
