import { cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { AtAddress } from '#tests/helpers/AtAddress.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { publicAnswersReceived } from '#app/api/publicCalls.ts';
import { ShownFormContext } from '#app/features/navigation/shownForm.ts';
import { Layout } from '#app/layout/Layout.tsx';
import type { SettlementResponse } from '#pages-config/api/contract.ts';
import { resolveDeadlines } from '#pages-config/rules/deadlineSettings.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import settlementJson from '#pages-config/settlements/demo/settlement.json';
import { demoSettlement, makeDemoStore } from '../demoSettlement.ts';

afterEach(cleanup);

/** The demo settlement as the server answers it, with its banner and branding. */
const demo: SettlementResponse = {
  ...demoSettlement,
  banner: settlementJson.banner,
  branding: settlementJson.branding,
};

/** The demo's deadlines as the server answers them, written in both languages. */
const demoDeadlines = resolveDeadlines(settlementJson.deadlines, ['en', 'es']);

/** The demo with one more form type, whose start page is at `path`. */
function withForm(formType: FormType, path: string): SettlementResponse {
  const start = { ...demoSettlement.forms[0]!.steps[0]!, path };
  return { ...demo, forms: [...demo.forms, { formType, steps: [start] }] };
}

function renderLayout(
  settlement: SettlementResponse,
  culture: 'en' | 'es' = 'en',
  { path = '/', formType = 'Standard' }: { path?: string; formType?: FormType } = {},
) {
  const store = makeDemoStore(culture);
  store.dispatch(
    publicAnswersReceived([
      { endpointName: 'getCultures', arg: undefined, value: settlement.cultures.enabled },
      { endpointName: 'getDeadlines', arg: undefined, value: demoDeadlines },
    ]),
  );
  render(
    <Provider store={store}>
      <AtAddress path={`${path}?culture=${culture}`}>
        <ShownFormContext value={formType}>
          <Layout settlement={settlement} culture={culture}>
            <h1>Page</h1>
          </Layout>
        </ShownFormContext>
      </AtAddress>
    </Provider>,
  );
}

describe('Layout', () => {
  it('links the site navigation to the settlement website, in a new tab', () => {
    renderLayout(demo);
    const navigation = screen.getByRole('navigation', { name: 'Settlement website' });
    expect(within(navigation).getByRole('link', { name: 'FAQ (opens in a new tab)' })).toHaveAttribute(
      'href',
      `${settlementJson.baseUrl}/faq`,
    );
  });

  it('marks new-tab links with noopener noreferrer', () => {
    renderLayout(demo);
    const faq = screen.getByRole('link', { name: 'FAQ (opens in a new tab)' });
    expect(faq).toHaveAttribute('target', '_blank');
    expect(faq).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says a link opens in a new tab in the active language', () => {
    renderLayout(demo, 'es');
    const navigation = screen.getByRole('navigation', { name: 'Sitio web del acuerdo' });
    expect(
      within(navigation).getByRole('link', { name: 'Preguntas frecuentes (se abre en una pestaña nueva)' }),
    ).toHaveAttribute('target', '_blank');
  });

  it('keeps the Spanish language on the links of the site, the privacy policy too', () => {
    renderLayout(demo, 'es');
    const navigation = screen.getByRole('navigation', { name: 'Sitio web del acuerdo' });
    expect(
      within(navigation).getByRole('link', { name: 'Preguntas frecuentes (se abre en una pestaña nueva)' }),
    ).toHaveAttribute('href', 'http://localhost:3000/faq?culture=es');
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      'http://localhost:3000/privacy?culture=es',
    );
    cleanup();
    renderLayout(demo, 'en');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'http://localhost:3000/privacy',
    );
  });

  it('keeps the header links in the same tab, without the hint, when the settlement turns new tabs off', () => {
    renderLayout({ ...demo, openHeaderLinksInNewTab: false });
    const navigation = screen.getByRole('navigation', { name: 'Settlement website' });
    const faq = within(navigation).getByRole('link', { name: 'FAQ' });
    expect(faq).not.toHaveAttribute('target');
    expect(faq).not.toHaveAttribute('rel');
  });

  it('offers the English link only when the active culture is not English', () => {
    renderLayout(demo, 'es');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/?culture=en');
    cleanup();
    renderLayout(demo, 'en');
    expect(screen.queryByRole('link', { name: 'English' })).not.toBeInTheDocument();
  });

  it('shows the banner when the settlement says so, and not otherwise', () => {
    renderLayout(demo);
    expect(screen.getByRole('region', { name: 'File your claim online by June 30, 2027' })).toBeVisible();
    cleanup();
    renderLayout({ ...demo, banner: { ...settlementJson.banner, show: false } });
    expect(screen.queryByRole('region', { name: /File your claim online/ })).not.toBeInTheDocument();
  });

  it("writes the deadline of the form shown in the banner, in the claimant's language", () => {
    const automotive = withForm('Automotive', '/automotive');
    renderLayout(automotive, 'en', { path: '/automotive', formType: 'Automotive' });
    expect(screen.getByRole('region', { name: 'File your claim online by March 31, 2027' })).toBeVisible();
    cleanup();
    renderLayout(automotive, 'es', { path: '/automotive', formType: 'Automotive' });
    expect(
      screen.getByRole('region', { name: 'Presente su reclamación en línea a más tardar el 31 de marzo de 2027' }),
    ).toBeVisible();
  });

  it("shows a form type's own banner texts, with its own deadline", () => {
    renderLayout(withForm('DocumentsUpload', '/documents-upload'), 'en', {
      path: '/documents-upload',
      formType: 'DocumentsUpload',
    });
    expect(screen.getByRole('region', { name: 'Upload documents for a filed claim by July 31, 2027' })).toBeVisible();
    cleanup();
    renderLayout(withForm('Lookup', '/lookup'), 'en', { path: '/lookup', formType: 'Lookup' });
    const lookup = screen.getByRole('region', { name: 'Claim filing deadlines' });
    expect(lookup).toHaveTextContent('Data Class claims: file by June 30, 2027.');
    expect(lookup).toHaveTextContent('Vehicle Class claims: file by March 31, 2027.');
  });

  it('shows the kontent layout: top bar, logo, Questions and the welcome line with the case name', () => {
    renderLayout(demo);
    expect(screen.getByText('Official court-approved settlement website')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Northwind Settlement' })).toHaveAttribute(
      'src',
      settlementJson.branding.logoSrc,
    );
    expect(screen.getByText('Questions?')).toBeVisible();
    expect(screen.getByText(`Welcome to the claim website for ${settlementJson.case.name}.`)).toBeVisible();
  });

  it('shows the project title and subtitle in the ftc layout, and no Questions line', () => {
    renderLayout({ ...demo, layout: 'ftc' });
    expect(screen.getByText('Northwind Motors Settlement')).toBeVisible();
    expect(screen.queryByText('Questions?')).not.toBeInTheDocument();
  });

  it('puts the current year in the copyright line', () => {
    renderLayout(demo);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeVisible();
  });
});
