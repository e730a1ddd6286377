import '#tests/helpers/radixDom.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerModelConfig } from '#pages-config/api/contract.ts';
import { publicAnswersReceived } from '#app/api/publicCalls.ts';
import { cultureChanged } from '#app/features/culture/cultureSlice.ts';
import { modelConfigsReceived } from '#app/features/formModels/formModelsSlice.ts';
import { DateField } from '#app/fields/date/DateField.tsx';
import { makeStore, type AppStore } from '#app/store.ts';

afterEach(cleanup);

const config: ServerModelConfig = {
  metadataHash: 'hash-claimant',
  metadata: { dtoMapping: 'ClaimantInfo', formType: 'Standard' },
  fields: [{ key: 'dateOfBirth', label: 'LocKey_DateOfBirth', validations: [] }],
};

const content = {
  en: { LocKey_DateOfBirth: 'Date of birth', LocKey_Shared_ChooseDate: 'Choose date', LocKey_Shared_Optional: '' },
  es: {
    LocKey_DateOfBirth: 'Fecha de nacimiento',
    LocKey_Shared_ChooseDate: 'Elegir fecha',
    LocKey_Shared_Optional: '',
  },
};

function renderDateField(culture: 'en' | 'es' = 'en', fieldConfig = config): AppStore {
  const store = makeStore();
  store.dispatch(
    publicAnswersReceived([
      { endpointName: 'getCultureContent', arg: culture, value: content[culture] },
      { endpointName: 'getCharactersWhitelist', arg: undefined, value: { allowedCharacters: '"abc"' } },
    ]),
  );
  store.dispatch(cultureChanged(culture));
  store.dispatch(modelConfigsReceived([fieldConfig]));
  render(
    <Provider store={store}>
      <DateField formType="Standard" model="ClaimantInfo" fieldKey="dateOfBirth" />
    </Provider>,
  );
  return store;
}

const storedDate = (store: AppStore) => store.getState().formModels.saved[0]?.fields.dateOfBirth;

describe('DateField', () => {
  it('lets the browser fill a date of birth the config marks for autofill (bday), and no other date', async () => {
    const dateOfBirth = { ...config.fields[0]!, autocomplete: 'bday' as const };
    renderDateField('en', { ...config, fields: [dateOfBirth] });
    expect(await screen.findByRole('textbox', { name: 'Date of birth' })).toHaveAttribute('autocomplete', 'bday');
    cleanup();
    renderDateField();
    expect(await screen.findByRole('textbox', { name: 'Date of birth' })).toHaveAttribute('autocomplete', 'off');
  });

  it('is a text input under the date mask', async () => {
    renderDateField();
    await userEvent.type(screen.getByRole('textbox', { name: 'Date of birth' }), '07041990');
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('07/04/1990');
  });

  it('commits a typed date when the claimant leaves the input', async () => {
    const store = renderDateField();
    await userEvent.type(screen.getByRole('textbox', { name: 'Date of birth' }), '07041990');
    await userEvent.tab();
    expect(storedDate(store)).toBe('07/04/1990');
  });

  it('commits a date typed with a one-digit month and day, 1/2/1980, as 01/02/1980', async () => {
    const store = renderDateField();
    await userEvent.type(screen.getByRole('textbox', { name: 'Date of birth' }), '1/2/1980');
    await userEvent.tab();
    expect(storedDate(store)).toBe('01/02/1980');
  });

  it('does not commit while the claimant types', async () => {
    const store = renderDateField();
    await userEvent.type(screen.getByRole('textbox', { name: 'Date of birth' }), '0704');
    expect(storedDate(store)).toBeNull();
  });

  it('commits a date picked from the calendar at once', async () => {
    const store = renderDateField();
    await userEvent.type(screen.getByRole('textbox', { name: 'Date of birth' }), '07041990');
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    await userEvent.click(within(screen.getByRole('grid')).getByRole('button', { name: /July 20, 1990/ }));
    expect(storedDate(store)).toBe('07/20/1990');
  });

  it('names its calendar button and days in the active culture', async () => {
    renderDateField('es');
    await userEvent.click(screen.getByRole('button', { name: 'Elegir fecha' }));
    expect(within(screen.getByRole('grid')).getAllByRole('columnheader', { hidden: true })[0]).toHaveAttribute(
      'aria-label',
      'lunes',
    );
  });
});
