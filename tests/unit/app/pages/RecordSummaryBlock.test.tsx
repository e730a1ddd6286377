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
import { demoContent } from '../demoSettlement.ts';

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
    publicAnswersReceived([{ endpointName: 'getCultureContent', arg: culture, value: demoContent[culture] }]),
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
      <IntlProvider locale={culture} messages={demoContent[culture]}>
        {summaries.map((block, index) => (
          <RecordSummaryBlock key={index} block={block as never} formType="Lookup" step={step} />
        ))}
      </IntlProvider>
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

  it('shows the filed claim: reference code, status and date', () => {
    renderSummaries(lookedUp(taylor));
    const claim = screen.getByRole('region', { name: 'Your claim' });
    expect(
      within(claim)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['NWM-7K2Q-M9XD', 'Under review', 'November 20, 2026']);
  });

  it('says when no claim has been filed', () => {
    renderSummaries(lookedUp({ ...taylor, ClaimReferenceCode: null, ClaimStatus: null, ClaimFiledDate: null }));
    expect(
      within(screen.getByRole('region', { name: 'Your claim' })).getByText('You have not filed a claim yet.'),
    ).toBeInTheDocument();
  });

  it('speaks Spanish in Spanish', () => {
    renderSummaries(lookedUp(taylor, 'es'), 'es');
    expect(within(screen.getByRole('region', { name: 'Su reclamación' })).getByText('En revisión')).toBeInTheDocument();
  });
});
