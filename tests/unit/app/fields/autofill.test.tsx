import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerModelConfig } from '#pages-config/api/contract.ts';
import { pageConfigSchema } from '#pages-config/schema/page.ts';
import { publicAnswersReceived } from '#app/api/publicCalls.ts';
import { cultureChanged } from '#app/features/culture/cultureSlice.ts';
import { modelConfigsReceived } from '#app/features/formModels/formModelsSlice.ts';
import { TextField } from '#app/fields/text/TextField.tsx';
import { makeStore } from '#app/store.ts';

afterEach(cleanup);

// WCAG 1.3.5: a field of the claimant's own details says what it holds, so the browser can fill it
// in from their saved details and a phone shows the keyboard that fits.
const config: ServerModelConfig = {
  metadataHash: 'hash-claimant',
  metadata: { dtoMapping: 'ClaimantInfo', formType: 'Standard' },
  fields: [
    { key: 'firstName', label: 'First name', autocomplete: 'given-name', validations: [] },
    { key: 'email', label: 'Email address', autocomplete: 'email', validations: [] },
    { key: 'phone', label: 'Phone', autocomplete: 'tel-national', maskName: 'usPhone', validations: [] },
    { key: 'noticeId', label: 'Notice ID', validations: [] },
    { key: 'pin', label: 'PIN', inputMode: 'numeric', validations: [] },
  ],
};

function renderFields() {
  const store = makeStore();
  store.dispatch(publicAnswersReceived([{ endpointName: 'getCultureContent', arg: 'en', value: {} }]));
  store.dispatch(cultureChanged('en'));
  store.dispatch(modelConfigsReceived([config]));
  render(
    <Provider store={store}>
      {config.fields.map((field) => (
        <TextField key={field.key} formType="Standard" model="ClaimantInfo" fieldKey={field.key} />
      ))}
    </Provider>,
  );
}

describe("a text field of the claimant's own details", () => {
  it('carries its autofill token, and an email or phone field the keyboard for it', async () => {
    renderFields();
    const attributes = (label: string) => {
      const input = screen.getByLabelText(label, { exact: false });
      return [input.getAttribute('autocomplete'), input.getAttribute('inputmode')];
    };
    expect(attributes('First name')).toEqual(['given-name', null]);
    expect(attributes('Email address')).toEqual(['email', 'email']);
    // The masked phone field comes from its own chunk.
    expect((await screen.findByLabelText('Phone', { exact: false })).getAttribute('autocomplete')).toBe('tel-national');
    expect(attributes('Phone')).toEqual(['tel-national', 'tel']);
    expect(attributes('Notice ID')).toEqual([null, null]);
    // A code of digits brings up the keyboard of digits, and is nothing to fill in from saved details.
    expect(attributes('PIN')).toEqual([null, 'numeric']);
  });

  it('is refused by the checker with a token the browser does not know', () => {
    const result = pageConfigSchema.safeParse({
      formType: 'Standard',
      models: [
        {
          metadata: { dtoMapping: 'ClaimantInfo' },
          fields: [{ key: 'firstName', label: 'L', autocomplete: 'first-name' }],
        },
      ],
      steps: [],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('/'))).toContain('models/0/fields/0/autocomplete');
  });
});
