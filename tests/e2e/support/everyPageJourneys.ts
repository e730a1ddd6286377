import { expect, type Page } from '@playwright/test';
import { documentFixtures } from './documents.ts';
import { demoText, type PageChecks } from './pageChecks.ts';
import { withoutStartData } from './withoutStartData.ts';

/**
 * A walk through the pages of one flow (or a set of pages) in the culture of `checks`, checking
 * every page and every state a claimant meets on it: empty, with its errors, filled in.
 */
export interface Journey {
  name: string;
  walk: (page: Page, checks: PageChecks) => Promise<void>;
}

/** The culture's texts and paths for a walk. */
function phrasebook(page: Page, checks: PageChecks) {
  const t = (key: string, values?: Record<string, string | number>) => demoText(checks.culture, key, values);
  const at = (path: string) => {
    if (checks.culture === 'en') return path;
    return `${path}${path.includes('?') ? '&' : '?'}culture=${checks.culture}`;
  };
  /** Waits for the page whose h1 is the text of `titleKey`, then checks it. */
  const arrive = async (titleKey: string, label: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(titleKey));
    await checks.arrived(label);
  };
  const next = (labelKey = 'LocKey_Shared_Next') =>
    page.getByRole('button', { name: t(labelKey), exact: true }).click();
  /** Next with something missing: the error summary shows; checks the page with it. */
  const nextShowingErrors = async (label: string, labelKey?: string) => {
    await next(labelKey);
    await expect(page.getByRole('alert', { name: t('LocKey_Shared_ErrorSummary_Title') })).toBeVisible();
    // The tab's title says so first, as a screen reader reads it.
    await expect(page).toHaveTitle(new RegExp(`^${t('LocKey_Shared_ErrorTitlePrefix')} `));
    await checks.check(`${label}, with its errors`);
  };
  const signIn = async (noticeId: string, pin: string, labelKey?: string) => {
    await page.getByLabel(t('LocKey_Credentials_NoticeId'), { exact: true }).fill(noticeId);
    await page.getByLabel(t('LocKey_Credentials_Pin'), { exact: true }).fill(pin);
    await next(labelKey);
  };
  /** The start page of a flow: empty, with its errors, with the authorization error, then signed in. */
  const start = async (
    path: string,
    titleKey: string,
    member: { noticeId: string; pin: string },
    labelKey?: string,
  ) => {
    await page.goto(at(path));
    await arrive(titleKey, `${path} start`);
    await nextShowingErrors(`${path} start`, labelKey);
    await signIn(member.noticeId, '000000', labelKey);
    await expect(page.getByText(t('LocKey_Shared_ErrorMessage_Authorization'))).toBeVisible();
    await checks.check(`${path} start, with the authorization error`);
    await signIn(member.noticeId, member.pin, labelKey);
  };
  /**
   * The documents step: its errors, the draft and its errors, one document uploaded, a draft left
   * open at Next, the same file name twice (both kept, as phones name every photo alike).
   */
  const documentsStep = async (label: string, documentTypeKey: string, nextKey?: string) => {
    await arrive('LocKey_Documents_Title', label);
    await nextShowingErrors(label, nextKey);
    await page.getByRole('button', { name: t('LocKey_Documents_Add') }).click();
    await page.getByRole('button', { name: t('LocKey_Documents_Upload') }).click();
    await expect(page.getByText(t('LocKey_Documents_File_Required')).first()).toBeVisible();
    await checks.check(`${label}, a draft with its errors`);
    await page.getByLabel(t('LocKey_Documents_Type')).selectOption({ label: t(documentTypeKey) });
    await page.getByLabel(t('LocKey_Documents_File'), { exact: true }).setInputFiles(`${documentFixtures}/receipt.pdf`);
    await page.getByRole('button', { name: t('LocKey_Documents_Upload') }).click();
    await expect(page.getByText(t('LocKey_Documents_Saved', { 0: 'receipt.pdf' }))).toBeVisible();
    await checks.check(`${label}, a document uploaded`);
    // Spec §5: the next draft, started by the upload, begun and left open holds Next; a second
    // document of the same name is added beside the first.
    await page.getByLabel(t('LocKey_Documents_Type')).selectOption({ label: t(documentTypeKey) });
    await next(nextKey);
    await expect(page.getByText(t('LocKey_Validation_FormIsDirty')).first()).toBeVisible();
    await checks.check(`${label}, a draft left open at Next`);
    await page.getByLabel(t('LocKey_Documents_File'), { exact: true }).setInputFiles(`${documentFixtures}/receipt.pdf`);
    await page.getByRole('button', { name: t('LocKey_Documents_Upload') }).click();
    await expect(page.getByRole('region', { name: t('LocKey_Documents_ListTitle') }).getByRole('listitem')).toHaveCount(
      2,
    );
    await checks.check(`${label}, the same file name twice`);
  };
  /** The claim summary: without a signature, then signed and submitted, then the confirmation. */
  const signAndSubmit = async (flow: string, signature: string) => {
    await arrive('LocKey_Summary_Title', `${flow} claim summary`);
    await nextShowingErrors(`${flow} claim summary`, 'LocKey_Shared_Submit');
    await page.getByLabel(t('LocKey_Summary_Signature')).fill(signature);
    await next('LocKey_Shared_Submit');
    await arrive('LocKey_Confirmation_Title', `${flow} confirmation`);
    await expect(page.getByTestId('reference-code')).toHaveText(/^NWM-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  };
  return { t, at, arrive, next, nextShowingErrors, signIn, start, documentsStep, signAndSubmit };
}

/** Standard without documented losses (spec §2's order), as Alex Sample. */
const standardWithoutLosses: Journey = {
  name: 'Standard without losses',
  walk: async (page, checks) => {
    const { t, arrive, next, nextShowingErrors, start, signAndSubmit } = phrasebook(page, checks);
    await start('/', 'LocKey_Start_Title', { noticeId: 'NWM-4J7K-2Q9P', pin: '583104' });
    await arrive('LocKey_ClaimantInfo_Title', 'Standard claimant info');
    // The notice's email needs no confirming; a changed one does, which Next then asks for.
    await page.getByLabel(t('LocKey_ClaimantInfo_Email'), { exact: true }).fill('alex.new@example.com');
    await nextShowingErrors('Standard claimant info');
    await page.getByLabel(t('LocKey_ClaimantInfo_ConfirmEmail')).fill('alex.new@example.com');
    await page.getByLabel(t('LocKey_ClaimantInfo_Phone')).pressSequentially('5555550123');
    await next();
    await arrive('LocKey_ClaimantInfo_HasDocumentedLosses', 'Standard documented losses');
    await nextShowingErrors('Standard documented losses');
    await page.getByRole('radio', { name: t('LocKey_Shared_No'), exact: true }).check();
    await next();
    await arrive('LocKey_Payment_Title', 'Standard payment election');
    await nextShowingErrors('Standard payment election');
    await page.getByRole('radio', { name: t('LocKey_Payment_Method_PayPal') }).check();
    await checks.check('Standard payment election, PayPal chosen');
    await page.getByRole('radio', { name: t('LocKey_Payment_Method_Check') }).check();
    await next();
    await signAndSubmit('Standard', 'Alex Sample');
  },
};

/** Standard with documented losses: claim details and supporting documents too, as Jordan Example. */
const standardWithLosses: Journey = {
  name: 'Standard with losses',
  walk: async (page, checks) => {
    const { t, arrive, next, nextShowingErrors, start, documentsStep, signAndSubmit } = phrasebook(page, checks);
    await start('/standard', 'LocKey_Start_Title', { noticeId: 'NWM-8H3D-6T1W', pin: '270945' });
    await arrive('LocKey_ClaimantInfo_Title', 'Standard claimant info, the notice email kept');
    await next();
    await arrive('LocKey_ClaimantInfo_HasDocumentedLosses', 'Standard documented losses, to be claimed');
    await page.getByRole('radio', { name: t('LocKey_Shared_Yes'), exact: true }).check();
    await next();
    await arrive('LocKey_ClaimDetails_Title', 'Standard claim details');
    await page.getByLabel(t('LocKey_ClaimDetails_HoursLost')).pressSequentially('12');
    await nextShowingErrors('Standard claim details');
    await page.getByLabel(t('LocKey_ClaimDetails_HoursLost')).fill('');
    await page.getByLabel(t('LocKey_ClaimDetails_HoursLost')).pressSequentially('2.5');
    await page.getByLabel(t('LocKey_ClaimDetails_DocumentedLosses')).pressSequentially('1234.5');
    await page.getByLabel(t('LocKey_ClaimDetails_LossesDescription')).fill('Credit freeze');
    await next();
    await arrive('LocKey_Payment_Title', 'Standard payment election');
    await page.getByRole('radio', { name: t('LocKey_Payment_Method_Check') }).check();
    await next();
    await documentsStep('Standard supporting documents', 'LocKey_Documents_Type_Receipt');
    await next();
    // The amount and the hours as the culture writes them (spec §1), e.g. 1234,50 US$ and 2,5.
    const intl = new Intl.NumberFormat(checks.culture, { style: 'currency', currency: 'USD' });
    await expect(page.getByText(intl.format(1234.5), { exact: true })).toBeVisible();
    await expect(page.getByText(new Intl.NumberFormat(checks.culture).format(2.5), { exact: true })).toBeVisible();
    await signAndSubmit('Standard with losses', 'Jordan Example');
  },
};

/** DocumentsUpload: documents added to the claim Taylor Example already filed. */
const documentsUpload: Journey = {
  name: 'DocumentsUpload',
  walk: async (page, checks) => {
    const { arrive, next, start, documentsStep } = phrasebook(page, checks);
    await start('/documents-upload', 'LocKey_DocumentsUpload_Title', { noticeId: 'NWM-5Z6V-8K2D', pin: '135790' });
    await documentsStep(
      'DocumentsUpload supporting documents',
      'LocKey_Documents_Type_BankStatement',
      'LocKey_DocumentsUpload_Submit',
    );
    await next('LocKey_DocumentsUpload_Submit');
    await arrive('LocKey_DocumentsUpload_Confirmation_Title', 'DocumentsUpload confirmation');
  },
};

/** Automotive, as Riley Sample, whose notice lists two vehicles. */
const automotive: Journey = {
  name: 'Automotive',
  walk: async (page, checks) => {
    const { t, arrive, next, nextShowingErrors, start, documentsStep, signAndSubmit } = phrasebook(page, checks);
    // On a phone each vehicle is a card of its own, headed by its name; a card is saved into the
    // list of vehicles with its Save button.
    const vehicleName = (row: number, answers: string) => {
      const numbered = t('LocKey_Vehicles_Row', { 0: row });
      return t('LocKey_Shared_TableRow_Named', {
        0: numbered.charAt(0).toLocaleUpperCase() + numbered.slice(1),
        1: answers,
      });
    };
    await start('/automotive', 'LocKey_Automotive_Start_Title', { noticeId: 'NWM-7B1N-3F8L', pin: '406618' });
    await arrive('LocKey_ClaimantInfo_Title', 'Automotive claimant info');
    await page.getByLabel(t('LocKey_ClaimantInfo_Email'), { exact: true }).fill('riley.sample@example.com');
    await page.getByLabel(t('LocKey_ClaimantInfo_ConfirmEmail')).fill('riley.sample@example.com');
    await next();
    await arrive('LocKey_Vehicles_Title', 'Automotive vehicles');
    await nextShowingErrors('Automotive vehicles');
    for (const [row, answers] of [
      [1, '2020 Aurora'],
      [2, '2021 Cascade'],
    ] as const) {
      const card = page.getByRole('region', { name: vehicleName(row, answers), exact: true });
      await card.getByLabel(t('LocKey_Vehicle_PurchaseDate'), { exact: true }).pressSequentially('03152020');
      await page.keyboard.press('Tab');
      await card
        .getByRole('group', { name: t('LocKey_Vehicle_Ownership') })
        .getByRole('radio', { name: t('LocKey_Vehicle_Ownership_Owned') })
        .check();
      await card.getByLabel(t('LocKey_Vehicle_RepairDate'), { exact: true }).pressSequentially('06012023');
      await page.keyboard.press('Tab');
      await card.getByLabel(t('LocKey_Vehicle_RepairCost'), { exact: true }).pressSequentially('450');
      await card.getByRole('button', { name: t('LocKey_Vehicles_SaveRow'), exact: true }).click();
      await expect(card).toHaveCount(0);
    }
    await checks.check('Automotive vehicles, completed');
    await next();
    await arrive('LocKey_Payment_Title', 'Automotive payment election');
    await page.getByRole('radio', { name: t('LocKey_Payment_Method_Check') }).check();
    await next();
    await documentsStep('Automotive supporting documents', 'LocKey_Documents_Type_RepairInvoice');
    await next();
    await signAndSubmit('Automotive', 'Riley Sample');
  },
};

/** Lookup: the start page, then Taylor Example's record and filed claim on the same page. */
const lookup: Journey = {
  name: 'Lookup',
  walk: async (page, checks) => {
    const { t, start } = phrasebook(page, checks);
    await start('/lookup', 'LocKey_Lookup_Title', { noticeId: 'NWM-5Z6V-8K2D', pin: '135790' }, 'LocKey_Lookup_Submit');
    await expect(page.getByRole('region', { name: t('LocKey_Lookup_Claim_Title') })).toBeVisible();
    await checks.check('Lookup, the record shown');
  },
};

/** The fallback pages of spec §2, and an address no route knows. */
const fallbackPages: Journey = {
  name: 'fallback pages',
  walk: async (page, checks) => {
    const { at, arrive } = phrasebook(page, checks);
    const pages = [
      ['/page-not-found', 'LocKey_NotFound_Title'],
      ['/no-such-page', 'LocKey_NotFound_Title'],
      ['/error', 'LocKey_Error_Title'],
      ['/session-expired?form=standard', 'LocKey_SessionExpired_Title'],
      ['/deadline', 'LocKey_Deadline_Title'],
    ] as const;
    for (const [path, titleKey] of pages) {
      await page.goto(at(path));
      await arrive(titleKey, path);
    }
  },
};

/** The settlement website's pages at the base URL, the FAQ with an answer open. */
const sitePages: Journey = {
  name: 'site pages',
  walk: async (page, checks) => {
    const { at } = phrasebook(page, checks);
    for (const path of ['/dates', '/documents', '/faq', '/contact', '/privacy', '/coa']) {
      await page.goto(at(path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checks.check(path);
    }
    await page.goto(at('/faq'));
    await page.locator('main summary').first().click();
    await checks.check('/faq, an answer open');
  },
};

/** Answers the calls matching `pattern` with `status`, as a failing server would (page.route). */
async function failCalls(page: Page, pattern: string, status: number) {
  await page.route(pattern, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({}) }),
  );
}

/**
 * The states spec §8 shows around the pages: the error alert, the culture banner, the tracking
 * toast, a start-up failure in the page chrome, and the session-timeout warning (spec §4).
 */
const messagesAroundThePages: Journey = {
  name: 'alerts, banners, toasts and the timeout warning',
  walk: async (page, checks) => {
    const { t, at, signIn } = phrasebook(page, checks);
    const problem = t('LocKey_Shared_ErrorMessage_Problem');
    // The start-up answers are in the page (server/pages): served without them, the app asks.
    await withoutStartData(page);
    await failCalls(page, '**/api/captcha', 500);
    await page.goto(at('/'));
    await expect(page.getByRole('alertdialog', { name: t('LocKey_Shared_Alert_Title') })).toContainText(problem);
    await checks.check('the error alert');
    await page.unrouteAll();

    await withoutStartData(page);
    await failCalls(page, '**/api/cultures', 500);
    await page.goto(at('/'));
    await expect(page.getByRole('alert').filter({ hasText: problem })).toBeVisible();
    await checks.check('the culture banner');
    await page.unrouteAll();

    await withoutStartData(page);
    await failCalls(page, '**/api/deadlines', 500);
    await page.goto(at('/'));
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(problem);
    await expect(page).toHaveTitle(new RegExp(`^${t('LocKey_Error_Title')} – `));
    await checks.check('a start-up failure in the page chrome');
    await page.unrouteAll();

    await failCalls(page, '**/api/telemetry/tracking', 500);
    await page.goto(at('/'));
    await page.getByLabel(t('LocKey_Credentials_NoticeId'), { exact: true }).fill('NWM-4J7K-2Q9P');
    await page.getByLabel(t('LocKey_Credentials_Pin'), { exact: true }).focus();
    await expect(page.getByRole('region', { name: /F8/ }).getByText(problem)).toBeVisible();
    await checks.check('the tracking toast');
    await page.unrouteAll();

    await page.clock.install();
    await page.goto(at('/'));
    await signIn('NWM-4J7K-2Q9P', '583104');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('LocKey_ClaimantInfo_Title'));
    await page.clock.fastForward('29:30');
    await expect(page.getByRole('alertdialog', { name: t('LocKey_SessionTimeout_Title') })).toBeVisible();
    await checks.check('the session-timeout warning');
  },
};

/** Every journey the demo offers; a new flow is one more line. */
export const everyPageJourneys: readonly Journey[] = [
  standardWithoutLosses,
  standardWithLosses,
  documentsUpload,
  automotive,
  lookup,
  fallbackPages,
  sitePages,
  messagesAroundThePages,
];
