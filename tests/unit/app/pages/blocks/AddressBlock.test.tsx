import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { AtAddress } from '#tests/helpers/AtAddress.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { prepopulatedDataReceived } from '#app/features/formModels/formModelsSlice.ts';
import { AddressBlock } from '#app/pages/blocks/AddressBlock.tsx';
import type { BlockProps } from '#app/pages/blocks/blockProps.ts';
import { StepPage } from '#app/pages/StepPage.tsx';
import type { AppStore } from '#app/store.ts';
import { demoStep, makeDemoStore, modelOf } from '../../demoSettlement.ts';

afterEach(cleanup);

// The demo's claimant-info address: street lines, and international support (demo-settlement.md).
const step = demoStep('claimant-info');
const block = step.blocks.find((candidate) => candidate.type === 'address') as BlockProps<'address'>['block'];

/** Casey Demo's notice, as the server prefills it: a French address. */
const casey = {
  FirstName: 'Casey',
  LastName: 'Demo',
  MailingStreetLine1: '12 Rue de la Paix',
  MailingStreetLine2: null,
  MailingCity: 'Paris',
  MailingSubDivisionNonUS: null,
  MailingPostalCodeNonUS: '75002',
  MailingCountry: 'FR',
  Email: 'casey.demo@example.net',
};

function prefill(store: AppStore, fields: Record<string, string | null>) {
  act(() => {
    store.dispatch(
      prepopulatedDataReceived({ formType: 'Standard', items: [{ metadata: { dtoMapping: 'ClaimantInfo' }, fields }] }),
    );
  });
}

function renderAddress(store: AppStore = makeDemoStore()) {
  render(
    <Provider store={store}>
      <AtAddress>
        <AddressBlock block={block} formType="Standard" step={step} />
      </AtAddress>
    </Provider>,
  );
  return store;
}

function renderStep(store: AppStore) {
  render(
    <Provider store={store}>
      <AtAddress path={step.path}>
        <StepPage formType="Standard" step={step} />
      </AtAddress>
    </Provider>,
  );
}

describe('AddressBlock', () => {
  it('starts in the United States, with state and ZIP code', () => {
    renderAddress();
    expect([
      (screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value,
      screen.queryByRole('combobox', { name: 'State' }) !== null,
      screen.queryByRole('textbox', { name: 'ZIP code' }) !== null,
      screen.queryByRole('textbox', { name: /^Postal code/ }) !== null,
    ]).toEqual(['US', true, true, false]);
  });

  it("shows Casey Demo's French address from the notice, with postal code and no state", () => {
    const store = renderAddress();
    prefill(store, casey);
    expect([
      (screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value,
      screen.getByRole('textbox', { name: 'Street address' }).getAttribute('value'),
      screen.getByRole('textbox', { name: 'City' }).getAttribute('value'),
      screen.getByRole('textbox', { name: 'Postal code' }).getAttribute('value'),
      screen.queryByRole('combobox', { name: 'State' }),
    ]).toEqual(['FR', '12 Rue de la Paix', 'Paris', '75002', null]);
  });

  it('names the countries in the culture of the page', () => {
    const store = renderAddress(makeDemoStore('es'));
    prefill(store, casey);
    const country = screen.getByRole('combobox', { name: 'País' }) as HTMLSelectElement;
    expect(country.selectedOptions[0]?.textContent).toBe('Francia');
  });

  it("clears the other country's postal code when the claimant chooses the United States", async () => {
    const store = renderAddress();
    prefill(store, casey);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'US');
    expect(modelOf(store, 'ClaimantInfo').fields).toMatchObject({
      mailingCountry: 'US',
      mailingPostalCodeNonUS: null,
    });
  });

  it('commits a street line when the claimant leaves it, not while typing', async () => {
    const store = renderAddress();
    const street = screen.getByRole('textbox', { name: 'Street address' });
    await userEvent.type(street, '5 Elm St');
    const whileTyping = modelOf(store, 'ClaimantInfo').fields.mailingStreetLine1;
    await userEvent.tab();
    expect([whileTyping, modelOf(store, 'ClaimantInfo').fields.mailingStreetLine1]).toEqual([null, '5 Elm St']);
  });

  it('commits the postal code on Enter', async () => {
    const store = renderAddress();
    prefill(store, { ...casey, MailingPostalCodeNonUS: null });
    await userEvent.type(screen.getByRole('textbox', { name: 'Postal code' }), 'SW1A 1AA{Enter}');
    expect(modelOf(store, 'ClaimantInfo').fields.mailingPostalCodeNonUS).toBe('SW1A 1AA');
  });

  it('gives each input the id the error summary links to', () => {
    const store = renderAddress();
    prefill(store, casey);
    expect(screen.getByRole('textbox', { name: 'Postal code' }).id).toBe('claimantInfo-mailingPostalCodeNonUS');
  });

  it('lists a missing postal code in the error summary after Next, linked to its input', async () => {
    const store = makeDemoStore();
    prefill(store, { ...casey, MailingPostalCodeNonUS: null });
    renderStep(store);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('link', { name: 'Enter your postal code' }).getAttribute('href')).toBe(
      '#claimantInfo-mailingPostalCodeNonUS',
    );
  });
});
