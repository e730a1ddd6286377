import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { AtAddress } from '#tests/helpers/AtAddress.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldChanged } from '#app/features/formModels/formModelsSlice.ts';
import type { BlockProps } from '#app/pages/blocks/blockProps.ts';
import { GroupBlock } from '#app/pages/blocks/GroupBlock.tsx';
import { StepPage } from '#app/pages/StepPage.tsx';
import type { AppStore } from '#app/store.ts';
import { demoStep, makeDemoStore, modelOf } from '../../demoSettlement.ts';

afterEach(cleanup);

// The demo's payment-election step shows its PayPal inputs in a group that depends on the payment
// method and hides its title and copy while unfulfilled.
const payPalTitle = 'Your PayPal account';
const payPalIntro = /We will send your payment to the PayPal account/;

function renderPaymentStep(store: AppStore = makeDemoStore()) {
  const step = demoStep('payment-election');
  render(
    <Provider store={store}>
      <AtAddress path={step.path}>
        <StepPage formType="Standard" step={step} />
      </AtAddress>
    </Provider>,
  );
  return store;
}

function choosePaymentMethod(store: AppStore, value: string) {
  act(() => {
    store.dispatch(fieldChanged({ clientId: modelOf(store, 'PaymentElection').clientId, key: 'paymentMethod', value }));
  });
}

function renderGroup(block: BlockProps<'group'>['block']) {
  const store = makeDemoStore();
  const step = demoStep('payment-election');
  render(
    <Provider store={store}>
      <AtAddress>
        <GroupBlock block={block} formType="Standard" step={step} />
      </AtAddress>
    </Provider>,
  );
  return store;
}

describe('GroupBlock', () => {
  it('hides its title, copy and inputs while its dependency is unfulfilled', () => {
    renderPaymentStep();
    expect([
      screen.queryByRole('heading', { name: payPalTitle }),
      screen.queryByText(payPalIntro),
      screen.queryByLabelText('PayPal email address'),
    ]).toEqual([null, null, null]);
  });

  it('shows its title, copy and inputs once the dependency is fulfilled', () => {
    const store = renderPaymentStep();
    choosePaymentMethod(store, 'PayPal');
    expect([
      screen.getByRole('heading', { level: 2, name: payPalTitle }),
      screen.getByText(payPalIntro),
      screen.getByLabelText('PayPal email address'),
      screen.getByLabelText('Confirm PayPal email address'),
    ]).toHaveLength(4);
  });

  it('names its section by its title', () => {
    const store = renderPaymentStep();
    choosePaymentMethod(store, 'PayPal');
    expect(screen.getByRole('region', { name: payPalTitle })).toContainElement(
      screen.getByLabelText('PayPal email address'),
    );
  });

  it('hides again when the dependency stops being fulfilled', () => {
    const store = renderPaymentStep();
    choosePaymentMethod(store, 'PayPal');
    screen.getByRole('heading', { name: payPalTitle });
    choosePaymentMethod(store, 'Check');
    expect([screen.queryByRole('heading', { name: payPalTitle }), screen.queryByText(payPalIntro)]).toEqual([
      null,
      null,
    ]);
  });

  it('keeps its copy without hideOnUnfulfilled while its inputs hide', () => {
    renderGroup({
      type: 'group',
      dependencies: [{ model: 'PaymentElection', field: 'paymentMethod', value: 'PayPal' }],
      blocks: [
        { type: 'copy', paragraphs: ['LocKey_Payment_PayPal_Intro'] },
        { type: 'field', component: 'text', model: 'PaymentElection', field: 'payPalEmail' },
      ],
    });
    expect([screen.queryByText(payPalIntro) !== null, screen.queryByLabelText('PayPal email address')]).toEqual([
      true,
      null,
    ]);
  });

  it('shows the copy of an inner group that breaks inheritance while the outer one hides its own', () => {
    renderGroup({
      type: 'group',
      dependencies: [{ model: 'PaymentElection', field: 'paymentMethod', value: 'PayPal' }],
      hideOnUnfulfilled: true,
      blocks: [
        { type: 'heading', tag: 'h2', text: 'LocKey_Payment_PayPal_Title' },
        {
          type: 'group',
          dependencyOptions: { breakInheritance: true },
          blocks: [{ type: 'copy', paragraphs: ['LocKey_Payment_PayPal_Intro'] }],
        },
      ],
    });
    expect([screen.queryByRole('heading', { name: payPalTitle }), screen.queryByText(payPalIntro) !== null]).toEqual([
      null,
      true,
    ]);
  });
});
