import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { AtAddress } from '#tests/helpers/AtAddress.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { authorizeFailed } from '#app/features/authorization/authorizationSlice.ts';
import { submissionFailed } from '#app/features/client/clientSlice.ts';
import { linkedEmail } from '#app/pages/linkedEmail.tsx';
import { StepPage } from '#app/pages/StepPage.tsx';
import type { AppStore } from '#app/store.ts';
import { demoSettlement, demoStep, makeDemoStore } from '../demoSettlement.ts';

afterEach(cleanup);

function renderStep(stepId: string, store: AppStore = makeDemoStore()) {
  const step = demoStep(stepId);
  render(
    <Provider store={store}>
      <IntlProvider locale="en">
        <AtAddress path={step.path}>
          <StepPage formType="Standard" step={step} />
        </AtAddress>
      </IntlProvider>
    </Provider>,
  );
}

const honeypot = () => document.querySelector<HTMLInputElement>('input[name="website"]');
const email = demoSettlement.claimsAdministrator.email;

describe('the honeypot on the step pages', () => {
  it('is on the authorize step, out of the tab order and hidden from assistive technology', () => {
    renderStep('start');
    const input = honeypot();
    expect([input?.tabIndex, input?.closest('[aria-hidden="true"]') !== null]).toEqual([-1, true]);
  });

  it('is on the submit step', () => {
    renderStep('claim-summary');
    expect(honeypot()).not.toBeNull();
  });

  it('is on no other step', () => {
    renderStep('claimant-info');
    expect(honeypot()).toBeNull();
  });
});

describe("the administrator's email in a server message", () => {
  it('is a mailto link in an authorize refusal', () => {
    const store = makeDemoStore();
    store.dispatch(authorizeFailed({ formType: 'Standard', message: `Locked. Contact us at ${email}.` }));
    renderStep('start', store);
    expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  });

  it('is linked once on the submit step, not appended again', () => {
    const store = makeDemoStore();
    store.dispatch(submissionFailed(`Already filed. Contact us at ${email}.`));
    renderStep('claim-summary', store);
    expect(screen.getAllByRole('link', { name: new RegExp(email.replace(/\./g, '\\.')) })).toHaveLength(1);
  });

  it('leaves a message without it as text', () => {
    expect(linkedEmail('Try again.', email)).toBe('Try again.');
  });
});
