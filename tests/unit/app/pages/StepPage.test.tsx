import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { AtAddress } from '#tests/helpers/AtAddress.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldChanged } from '#app/features/formModels/formModelsSlice.ts';
import { StepPage } from '#app/pages/StepPage.tsx';
import type { AppStore } from '#app/store.ts';
import { demoStep, makeDemoStore, modelOf } from '../demoSettlement.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A step as Boot renders it: in the store, the router and the culture's IntlProvider. */
function renderStep(stepId: string, store: AppStore = makeDemoStore()) {
  const step = demoStep(stepId);
  render(
    <Provider store={store}>
      <IntlProvider locale={store.getState().culture.active ?? 'en'}>
        <AtAddress path={step.path}>
          <StepPage formType="Standard" step={step} />
        </AtAddress>
      </IntlProvider>
    </Provider>,
  );
  return store;
}

function fill(store: AppStore, dtoMapping: string, values: Record<string, string | boolean>) {
  const clientId = modelOf(store, dtoMapping).clientId;
  for (const [key, value] of Object.entries(values)) store.dispatch(fieldChanged({ clientId, key, value }));
}

describe('StepPage', () => {
  it('labels every input of the start step', () => {
    renderStep('start');
    expect([
      screen.getByLabelText('Notice ID', { exact: true }),
      screen.getByLabelText('PIN', { exact: true }),
    ]).toHaveLength(2);
  });

  it('has one h1, the step title', () => {
    renderStep('start');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'File a Claim',
    ]);
  });

  it('shows the error summary and moves focus to it when Next finds errors', async () => {
    renderStep('start');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveFocus();
  });

  it('keeps Next enabled after it found errors', async () => {
    renderStep('start');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('links each error of the summary to its input, in the words the settlement gave the field', async () => {
    renderStep('start');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Enter the PIN printed on your notice' })).toHaveAttribute(
      'href',
      '#credentials-pin',
    );
  });

  it('names the field before a shared message in the summary, which says nothing of the field itself', async () => {
    const store = makeDemoStore();
    fill(store, 'ClaimantInfo', { firstName: 'A'.repeat(51) });
    renderStep('claimant-info', store);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'First name: The maximum length allowed is 50' })).toHaveAttribute(
      'href',
      '#claimantInfo-firstName',
    );
    expect(screen.getByRole('link', { name: 'Enter your last name' })).toHaveAttribute(
      'href',
      '#claimantInfo-lastName',
    );
  });

  it('marks the inputs Next found invalid', async () => {
    renderStep('start');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Notice ID', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  it('commits typed text when the input is left, not per keystroke', async () => {
    const store = renderStep('start');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Notice ID', { exact: true }), 'NWM-4J7K-2Q9P');
    const whileTyping = modelOf(store, 'Credentials').fields.noticeId;
    await user.tab();
    expect([whileTyping, modelOf(store, 'Credentials').fields.noticeId]).toEqual([null, 'NWM-4J7K-2Q9P']);
  });

  it('masks the phone number as it is typed', async () => {
    renderStep('claimant-info');
    await userEvent.setup().type(screen.getByLabelText('Phone number', { exact: false }), '5555550123');
    expect(screen.getByLabelText('Phone number', { exact: false })).toHaveValue('(555) 555-0123');
  });

  it('shows the prefilled values', () => {
    const store = makeDemoStore();
    fill(store, 'ClaimantInfo', { firstName: 'Alex' });
    renderStep('claimant-info', store);
    expect(screen.getByLabelText('First name', { exact: true })).toHaveValue('Alex');
  });

  it('labels the submit button of the submit step "Submit claim"', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ signatureDate: 'November 22, 2026', isoDate: '2026-11-22' })),
    );
    renderStep('claim-summary');
    expect(screen.getByRole('button', { name: 'Submit claim' })).toBeInTheDocument();
  });

  it('shows earlier answers by their labels in the claim summary', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ signatureDate: 'November 22, 2026', isoDate: '2026-11-22' })),
    );
    const store = makeDemoStore();
    fill(store, 'ClaimantInfo', { mailingSubDivision: 'IL', receiveUpdates: true });
    fill(store, 'PaymentElection', { paymentMethod: 'Check' });
    renderStep('claim-summary', store);
    expect(
      ['Illinois', 'Yes', 'Paper check mailed to my address'].map((text) => screen.getByText(text).tagName),
    ).toEqual(['DD', 'DD', 'DD']);
  });

  it('links each section of the claim summary back to its step', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ signatureDate: 'November 22, 2026', isoDate: '2026-11-22' })),
    );
    renderStep('claim-summary');
    expect(screen.getByRole('link', { name: 'Edit How you want to be paid' })).toHaveAttribute(
      'href',
      '/standard/payment-election?returnTo=summary',
    );
  });

  it('shows the signature date from the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ signatureDate: 'November 22, 2026', isoDate: '2026-11-22' })),
    );
    renderStep('claim-summary');
    expect(await screen.findByText('Date: November 22, 2026')).toBeInTheDocument();
  });

  it('shows the reference code on the confirmation step', () => {
    const store = makeDemoStore();
    store.dispatch({
      type: 'client/submissionSucceeded',
      payload: { formType: 'Standard', referenceCode: 'NWM-AAAA-BBBB' },
    });
    renderStep('confirmation', store);
    expect(screen.getByTestId('reference-code')).toHaveTextContent('NWM-AAAA-BBBB');
  });
});

describe('StepPage with the claim-details step (skipped unless documented losses are claimed)', () => {
  function summaryStore(hasDocumentedLosses: 'Yes' | 'No') {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ signatureDate: 'November 22, 2026', isoDate: '2026-11-22' })),
    );
    const store = makeDemoStore();
    fill(store, 'ClaimantInfo', { hasDocumentedLosses });
    fill(store, 'ClaimDetails', { documentedLosses: '120.00' });
    return store;
  }

  it('leaves claim details out of the summary when the step is skipped', () => {
    renderStep('claim-summary', summaryStore('No'));
    expect(screen.queryByRole('link', { name: 'Edit Your documented losses' })).toBeNull();
  });

  it('shows claim details in the summary when the step is included', () => {
    renderStep('claim-summary', summaryStore('Yes'));
    expect(screen.getByRole('link', { name: 'Edit Your documented losses' })).toHaveAttribute(
      'href',
      '/standard/claim-details?returnTo=summary',
    );
  });

  it('asks the documented-losses question on a page of its own, as its heading, with neither answer chosen', () => {
    renderStep('documented-losses');
    const question = 'Are you claiming reimbursement of documented out-of-pocket losses?';
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(question);
    const answers = screen.getByRole('group', { name: question });
    expect(within(answers).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(within(answers).getByRole('radio', { name: 'No' })).not.toBeChecked();
  });

  it('no longer asks it among the claimant info', () => {
    renderStep('claimant-info');
    expect(screen.queryByRole('checkbox', { name: /documented out-of-pocket losses/ })).toBeNull();
  });
});
