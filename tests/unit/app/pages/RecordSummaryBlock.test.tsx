import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { publicAnswersReceived } from '#app/api/publicCalls.ts';
import { authorizeSucceeded } from '#app/features/authorization/authorizationSlice.ts';
import { cultureChanged } from '#app/features/culture/cultureSlice.ts';
import { modelConfigsReceived, prepopulatedDataReceived } from '#app/features/formModels/formModelsSlice.ts';
import { RecordSummaryBlock } from '#app/pages/blocks/RecordSummaryBlock.tsx';
import { makeStore, type AppStore } from '#app/store.ts';
import { effectiveModels } from '#pages-config/rules/blockDependencies.ts';
import { pageConfigSchema } from '#pages-config/schema/page.ts';
import lookupJson from '#pages-config/settlements/demo/forms/lookup.json';
import automotiveJson from '#pages-config/settlements/demo/forms/automotive.json';
import settlementJson from '#pages-config/settlements/demo/settlement.json';
import { resolveDeadlines } from '#pages-config/rules/deadlineSettings.ts';
import { AtAddress } from '#tests/helpers/AtAddress.tsx';
import { demoContent, demoSettlement } from '../demoSettlement.ts';

afterEach(cleanup);

const lookupPage = pageConfigSchema.parse(lookupJson);
const step = lookupPage.steps[0]!;
const summaries = step.blocks.filter((block) => block.type === 'recordSummary');

/** Taylor Example's record as the server sends it on Lookup. */
const taylor = {
  FirstName: 'Taylor',
  LastName: 'Example',
  MailingStreetLine1: '4000 Pine St',
  MailingStreetLine2: null,
  MailingCity: 'Denver',
  MailingSubDivision: 'CO',
  MailingPostalCode: '80202',
  MailingCountry: 'US',
  Email: 'taylor.example@example.org',
  EligibleForms: 'Standard;Automotive',
  ClaimReferenceCode: 'NWM-7K2Q-M9XD',
  ClaimStatus: 'UnderReview',
  ClaimFiledDate: '11/20/2026',
};

function makeLookupStore(culture: 'en' | 'es' = 'en'): AppStore {
  const store = makeStore();
  store.dispatch(
    publicAnswersReceived([
      { endpointName: 'getCultureContent', arg: culture, value: demoContent[culture] },
      // The claim forms Lookup links to, and their deadlines as the server writes them.
      {
        endpointName: 'getSettlement',
        arg: undefined,
        value: {
          ...demoSettlement,
          forms: [
            ...demoSettlement.forms,
            { formType: 'Automotive', steps: pageConfigSchema.parse(automotiveJson).steps },
          ],
        },
      },
      { endpointName: 'getDeadlines', arg: undefined, value: resolveDeadlines(settlementJson.deadlines, ['en', 'es']) },
    ]),
  );
  store.dispatch(cultureChanged(culture));
  store.dispatch(
    modelConfigsReceived(
      effectiveModels(lookupPage).map((model, index) => ({
        metadataHash: `lookup-${index}`,
        metadata: { dtoMapping: model.metadata.dtoMapping, formType: 'Lookup' as const },
        fields: model.fields,
      })),
    ),
  );
  return store;
}

function lookedUp(fields: Record<string, string | null>, culture: 'en' | 'es' = 'en'): AppStore {
  const store = makeLookupStore(culture);
  store.dispatch(authorizeSucceeded('Lookup'));
  store.dispatch(
    prepopulatedDataReceived({ formType: 'Lookup', items: [{ metadata: { dtoMapping: 'ClaimantInfo' }, fields }] }),
  );
  return store;
}

function renderSummaries(store: AppStore, culture: 'en' | 'es' = 'en') {
  render(
    <Provider store={store}>
      <AtAddress path={culture === 'en' ? '/lookup' : `/lookup?culture=${culture}`}>
        <IntlProvider locale={culture} messages={demoContent[culture]}>
          {summaries.map((block, index) => (
            <RecordSummaryBlock key={index} block={block as never} formType="Lookup" step={step} />
          ))}
        </IntlProvider>
      </AtAddress>
    </Provider>,
  );
}

describe('the Lookup record', () => {
  it('shows nothing before the credentials are accepted', () => {
    renderSummaries(makeLookupStore());
    expect(screen.queryAllByRole('region')).toEqual([]);
  });

  it('shows the name and the state by its name', () => {
    renderSummaries(lookedUp(taylor));
    const details = screen.getByRole('region', { name: 'Your details' });
    expect([within(details).getByText('Taylor').tagName, within(details).queryByText('Colorado')]).toEqual([
      'DD',
      expect.anything(),
    ]);
  });

  it("shows an address outside the US with its postal code and the country's name", () => {
    renderSummaries(
      lookedUp({
        ...taylor,
        MailingStreetLine1: '12 Rue de la Paix',
        MailingCity: 'Paris',
        MailingSubDivision: null,
        MailingPostalCode: null,
        MailingPostalCodeNonUS: '75002',
        MailingCountry: 'FR',
      }),
    );
    const details = screen.getByRole('region', { name: 'Your details' });
    expect([within(details).queryByText('Postal code'), within(details).queryByText('France')]).toEqual([
      expect.anything(),
      expect.anything(),
    ]);
  });

  it('leaves out the fields the notice has no value for', () => {
    renderSummaries(lookedUp(taylor));
    expect(
      within(screen.getByRole('region', { name: 'Your details' })).queryByText('Apartment, suite, unit'),
    ).toBeNull();
  });

  it('names each form the member may file', () => {
    renderSummaries(lookedUp(taylor));
    expect(
      within(screen.getByRole('region', { name: 'Claim forms you may file' })).getByRole('definition'),
    ).toHaveTextContent('Data Class claim, Vehicle Class claim');
  });

  it('shows the filed claim: reference code, status explained in plain words, and date', () => {
    renderSummaries(lookedUp(taylor));
    const claim = screen.getByRole('region', { name: 'Your claim' });
    expect(
      within(claim)
        .getAllByRole('term')
        .map((label) => label.textContent),
    ).toEqual(['Reference code', 'Status', 'What this means', 'Filed on']);
    expect(
      within(claim)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([
      'NWM-7K2Q-M9XD',
      'Under review',
      expect.stringMatching(
        /^The Settlement Administrator is checking your claim .* You do not need to do anything now/,
      ),
      'November 20, 2026',
    ]);
  });

  it('says what Received means and what happens next', () => {
    renderSummaries(lookedUp({ ...taylor, ClaimStatus: 'Received' }, 'es'), 'es');
    const claim = screen.getByRole('region', { name: 'Su reclamación' });
    expect(within(claim).getAllByRole('definition')[2]).toHaveTextContent(
      /^Recibimos su reclamación y está a la espera de revisión\. No necesita hacer nada por ahora\./,
    );
  });

  it('leads a member without a claim to each form they may file, with its own deadline', () => {
    renderSummaries(lookedUp({ ...taylor, ClaimReferenceCode: null, ClaimStatus: null, ClaimFiledDate: null }));
    const claim = screen.getByRole('region', { name: 'Your claim' });
    expect(within(claim).getByText(/^You have not filed a claim yet\./)).toBeInTheDocument();
    expect(
      within(claim)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['File a Data Class claim by June 30, 2027', '/'],
      ['File a Vehicle Class claim by March 31, 2027', '/automotive'],
    ]);
  });

  it('links to the forms in Spanish, keeping the language, with the dates as Spanish writes them', () => {
    renderSummaries(
      lookedUp(
        { ...taylor, EligibleForms: 'Automotive', ClaimReferenceCode: null, ClaimStatus: null, ClaimFiledDate: null },
        'es',
      ),
      'es',
    );
    const link = within(screen.getByRole('region', { name: 'Su reclamación' })).getByRole('link');
    expect([link.textContent, link.getAttribute('href')]).toEqual([
      'Presente una reclamación del Grupo de Vehículos a más tardar el 31 de marzo de 2027',
      '/automotive?culture=es',
    ]);
  });

  it('speaks Spanish in Spanish', () => {
    renderSummaries(lookedUp(taylor, 'es'), 'es');
    expect(within(screen.getByRole('region', { name: 'Su reclamación' })).getByText('En revisión')).toBeInTheDocument();
  });
});
