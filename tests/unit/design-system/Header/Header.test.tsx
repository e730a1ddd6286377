import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Header, type HeaderProps } from '#design-system/Header/Header.tsx';

afterEach(cleanup);

const link = (label: string, path: string) => ({ label, href: `https://settlement.example${path}` });

const props: HeaderProps = {
  title: 'Northwind Settlement Administrator',
  caseName: 'In re Northwind Motors Connected Vehicle Data Litigation',
  caseNumber: 'Case No. 3:25-cv-04821',
  navigation: {
    label: 'Settlement website',
    toggleLabel: 'Menu',
    links: [link('Home', '/'), link('Key Dates', '/dates'), link('FAQ', '/faq')],
    menu: {
      label: 'Manage My Claim',
      links: [link('Check Claim Status', '/claim/status'), link('Change My Address', '/coa')],
    },
    newTabHint: '(opens in a new tab)',
  },
};

describe('Header', () => {
  it('shows the claims-admin title, case name and case number', () => {
    render(<Header {...props} />);
    expect(screen.getByText('Northwind Settlement Administrator')).toBeVisible();
    expect(screen.getByText('In re Northwind Motors Connected Vehicle Data Litigation')).toBeVisible();
    expect(screen.getByText('Case No. 3:25-cv-04821')).toBeVisible();
  });

  it('opens its links in a new tab and says so in their names', () => {
    render(<Header {...props} />);
    const navigation = screen.getByRole('navigation', { name: 'Settlement website' });
    const keyDates = within(navigation).getByRole('link', { name: 'Key Dates (opens in a new tab)' });
    expect(keyDates).toHaveAttribute('href', 'https://settlement.example/dates');
    expect(keyDates).toHaveAttribute('target', '_blank');
    expect(keyDates).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('folds its links behind a Menu disclosure, which a small screen shows and a wide one does not need', async () => {
    render(<Header {...props} />);
    const navigation = screen.getByRole('navigation', { name: 'Settlement website' });
    const toggle = within(navigation).getByText('Menu');
    // A native disclosure: it opens without the app's script, and the links are inside it.
    expect(toggle.tagName).toBe('SUMMARY');
    const fold = toggle.closest('details');
    expect(fold).not.toBeNull();
    expect(within(fold!).getByRole('link', { name: 'FAQ (opens in a new tab)' })).toBeInTheDocument();
    expect(fold).not.toHaveAttribute('open');
    await userEvent.click(toggle);
    expect(fold).toHaveAttribute('open');
  });

  it('keeps links in the same tab when told to, without the hint', () => {
    render(<Header {...props} navigation={props.navigation && { ...props.navigation, openInNewTab: false }} />);
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).not.toHaveAttribute('target');
  });

  it('opens the claim menu from the keyboard and offers its links', async () => {
    const user = userEvent.setup();
    render(<Header {...props} />);
    screen.getByRole('button', { name: 'Manage My Claim' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Change My Address (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://settlement.example/coa',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows the English link only when it is given (the active culture is not English)', () => {
    const { rerender } = render(<Header {...props} />);
    expect(screen.queryByRole('link', { name: 'English' })).not.toBeInTheDocument();
    rerender(<Header {...props} englishLink={{ label: 'English', href: '/?culture=en' }} />);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('lists the languages as links, the active one as text, and switches only on a press', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    const language = {
      label: 'Language',
      options: [
        { value: 'en', label: 'English' },
        { value: 'es', label: 'Español' },
      ],
      value: 'en',
      onChange: (culture: string) => chosen.push(culture),
      hrefOf: (culture: string) => `/?culture=${culture}`,
    };
    render(<Header {...props} language={language} />);
    const languages = screen.getByRole('navigation', { name: 'Language' });
    expect(within(languages).queryByRole('link', { name: 'English' })).not.toBeInTheDocument();
    expect(within(languages).getByText('English')).toHaveAttribute('aria-current', 'true');
    const spanish = within(languages).getByRole('link', { name: 'Español' });
    expect(spanish).toHaveAttribute('href', '/?culture=es');
    expect(spanish).toHaveAttribute('lang', 'es');
    spanish.focus();
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowRight}');
    expect(chosen).toEqual([]);
    await user.keyboard('{Enter}');
    expect(chosen).toEqual(['es']);
  });

  it('lists English among the languages rather than beside them when the page is in another', () => {
    render(
      <Header
        {...props}
        englishLink={{ label: 'English', href: '/?culture=en' }}
        language={{
          label: 'Idioma',
          options: [
            { value: 'en', label: 'English' },
            { value: 'es', label: 'Español' },
          ],
          value: 'es',
          onChange: () => {},
          hrefOf: (culture) => `/?culture=${culture}`,
        }}
      />,
    );
    expect(screen.getAllByRole('link', { name: 'English' })).toHaveLength(1);
  });

  it('is the header area that Back to top links scroll to', () => {
    render(<Header {...props} layout="kontent" />);
    expect(screen.getByRole('banner')).toHaveAttribute('id', 'header-area');
  });

  it('shows the project title, subtitle and logo in the ftc layout', () => {
    render(
      <Header
        {...props}
        layout="ftc"
        projectTitle="Northwind Motors Settlement"
        subtitle="Claims website"
        logo={{ src: '/logo.svg', alt: 'Northwind Settlement' }}
      />,
    );
    expect(screen.getByText('Northwind Motors Settlement')).toBeVisible();
    expect(screen.getByText('Claims website')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Northwind Settlement' })).toHaveAttribute('src', '/logo.svg');
  });
});
