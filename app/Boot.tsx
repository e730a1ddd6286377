import { useEffect, useState } from 'react';
import { Heading } from '#design-system/Heading/Heading.tsx';
import { Spinner } from '#design-system/Spinner/Spinner.tsx';
import { publicCallMade, selectAnswer } from './api/publicCalls.ts';
import { usePublicCall } from './api/usePublicCall.ts';
import { ErrorBoundary, requestFailedBeforeTexts } from './ErrorBoundary.tsx';
import { ErrorAlert } from './layout/ErrorAlert.tsx';
import { SiteToasts } from './layout/SiteToasts.tsx';
import { pageTextsOnlyChanged, selectActiveCulture } from './features/culture/cultureSlice.ts';
import { useCultureFromQuery } from './features/culture/useCultureFromQuery.ts';
import { modelConfigsReceived } from './features/formModels/formModelsSlice.ts';
import { sanitizeQuery } from '#pages-config/rules/queryValues.ts';
import { fallbackPath } from './features/navigation/paths.ts';
import { useAddress, useMatchedRoute, type AppRoute } from './features/navigation/router.ts';
import { formTypeAt, ShownFormContext } from './features/navigation/shownForm.ts';
import { useText } from './i18n/useText.ts';
import { Layout } from './layout/Layout.tsx';
import { CultureAddressRedirect } from './pages/CultureAddressRedirect.tsx';
import { Redirect } from './pages/Redirect.tsx';
import { useBrowserIdle } from './serverRendering/useBrowserIdle.ts';
import { DeadlinePage, ErrorPage, NotFoundPage, SessionExpiredPage } from './pages/fallbackPages.tsx';
import { siteRoutes } from './pages/site/siteRoutes.tsx';
import { StepRoute } from './pages/StepRoute.tsx';
import { useDocumentTitle } from './pages/useDocumentTitle.ts';
import { useLocalizedPath } from './pages/useLocalizedPath.ts';
import { useAppDispatch, useAppSelector } from './store.ts';

/** The routes of spec §2: the steps of every form type the settlement offers, then the fallback pages. */
function AppRoutes() {
  const culture = useAppSelector(selectActiveCulture);
  const settlement = useAppSelector((state) => selectAnswer(state, 'getSettlement'));
  const localize = useLocalizedPath();
  const forms = settlement?.forms ?? [];
  // Spec §2: Standard starts at / and also at /standard.
  const standardStart = forms.find((form) => form.formType === 'Standard')?.steps[0];
  const routes: AppRoute[] = [
    ...forms.flatMap(({ formType, steps }) =>
      steps.map((step) => ({ path: step.path, element: <StepRoute formType={formType} step={step} /> })),
    ),
    ...(standardStart && standardStart.path !== '/standard'
      ? [{ path: '/standard', element: <StepRoute formType="Standard" step={standardStart} /> }]
      : []),
    ...(settlement ? siteRoutes(settlement, localize) : []),
    { path: '/page-not-found', element: <NotFoundPage /> },
    { path: '/error', element: <ErrorPage /> },
    { path: '/session-expired', element: <SessionExpiredPage /> },
    { path: '/deadline', element: <DeadlinePage /> },
    { path: '/:culture/*?', element: <CultureAddressRedirect /> },
    { path: '*', element: <Redirect to={fallbackPath('/page-not-found', culture)} /> },
  ];
  return useMatchedRoute(routes);
}

/** Spec §8's texts for a failed start-up, and their English wording for when no texts could load. */
const startupFailureTexts = {
  LocKey_Shared_ErrorMessage_Request: requestFailedBeforeTexts,
  LocKey_Shared_ErrorMessage_Problem:
    'A problem has occurred during your submission. Please try again. If this problem persists, please contact the Settlement Administrator using the information below.',
} as const;
type StartupFailure = keyof typeof startupFailureTexts;

/** Shown when start-up failed: the catalogue's text when the texts loaded, else its English wording. */
function StartupFailed({ messageKey }: { messageKey: StartupFailure }) {
  const t = useText();
  const message = t(messageKey);
  return <p role="alert">{message === messageKey ? startupFailureTexts[messageKey] : message}</p>;
}

/** A failed start-up inside the page chrome, once the texts are in: titled like the error page. */
function StartupFailedPage({ messageKey }: { messageKey: StartupFailure }) {
  const t = useText();
  useDocumentTitle(t('LocKey_Error_Title'));
  return (
    <>
      <Heading tag="h1">{t('LocKey_Error_Title')}</Heading>
      <StartupFailed messageKey={messageKey} />
    </>
  );
}

function FailedPart() {
  const t = useText();
  return <p role="alert">{t('LocKey_Shared_ErrorMessage_Request')}</p>;
}

function Loading() {
  // Before any text has loaded there is no translation to use; "Loading" is read by screen readers only.
  return <Spinner label="Loading" />;
}

/**
 * Start-up (spec §7): CSRF token, settlement, model configs, cultures and their texts, deadlines,
 * captcha config, character whitelist. Builds the saved models once, then renders the routes inside
 * the layout; each step route builds its form type's flow. Query values with characters other than
 * letters, digits, - and _ are stripped and the route replaced (spec §2).
 */
export function Boot() {
  const dispatch = useAppDispatch();
  const location = useAddress();
  // The CSRF token is asked for once the page is hydrated and the browser idle: its call changes
  // the store, and a change while parts of the server's page are not hydrated yet would have React
  // hydrate them all at once, in one long task. A call that needs the token waits for it (api/).
  const idle = useBrowserIdle();
  usePublicCall({ call: 'getCsrf' }, { skip: !idle });
  usePublicCall({ call: 'getCultures' });
  // Deadlines decide redirects and fill deadline texts in content (spec §4, §9): waited for too.
  const deadlines = usePublicCall({ call: 'getDeadlines' });
  usePublicCall({ call: 'getCaptcha' });
  usePublicCall({ call: 'getPayPalSettings' });
  const whitelist = usePublicCall({ call: 'getCharactersWhitelist' });
  const settlement = usePublicCall({ call: 'getSettlement' });
  // A page that came with its own model configs only (start data) asks for the others when the
  // browser is idle, or at once when the claimant goes to another page, which waits for them.
  const pageModelsOnly = useAppSelector((state) => state.formModels.initialized && !state.formModels.complete);
  const [firstPath] = useState(location.pathname);
  const leftFirstPage = location.pathname !== firstPath;
  const formsConfig = usePublicCall({ call: 'getFormsConfig' }, { skip: pageModelsOnly && !idle && !leftFirstPage });
  useCultureFromQuery(settlement.data);
  const culture = useAppSelector(selectActiveCulture);
  const content = usePublicCall(culture ? { call: 'getCultureContent', arg: culture } : null);
  // So does a page that came with its own texts only: the cached ones are fetched again, whole.
  const pageTextsOnly = useAppSelector((state) => state.culture.pageTextsOnly);
  const wholeTextsWanted = pageTextsOnly !== null && (idle || leftFirstPage);
  useEffect(() => {
    if (!wholeTextsWanted || !pageTextsOnly) return;
    // Come or failed (the failure is the alert's), nothing waits for them any longer.
    void dispatch(publicCallMade({ call: 'getCultureContent', arg: pageTextsOnly, force: true })).finally(() =>
      dispatch(pageTextsOnlyChanged(null)),
    );
  }, [wholeTextsWanted, pageTextsOnly, dispatch]);
  const modelsReady = useAppSelector((state) => state.formModels.initialized);

  useEffect(() => {
    // Null: the call met a 403, which spec §6 ignores; there are no model configs.
    if (formsConfig.data !== undefined) dispatch(modelConfigsReceived(formsConfig.data ?? []));
  }, [formsConfig.data, dispatch]);

  const cleanedQuery = sanitizeQuery(location.search);
  if (cleanedQuery !== null) return <Redirect to={`${location.pathname}${cleanedQuery}${location.hash}`} />;

  // Spec §8: config and text failures say "Your request failed", a deadlines failure the problem text.
  const failure: StartupFailure | null =
    // Texts fetched again whole (a page's own came with it) keep the page's if that fails.
    settlement.isError || formsConfig.isError || (content.isError && !content.data) || whitelist.isError
      ? 'LocKey_Shared_ErrorMessage_Request'
      : deadlines.isError
        ? 'LocKey_Shared_ErrorMessage_Problem'
        : null;
  if (!settlement.data || !culture || !content.data)
    return failure ? <StartupFailed messageKey={failure} /> : <Loading />;
  // The rules check characters against the whitelist (spec §5): no field is shown before it is in
  // (or known to be withheld: null after an ignored 403).
  // The CSRF call is not waited for: an unsafe call waits for it instead (api/claimkitApi.ts), and
  // its failure is the alert's.
  if (
    !failure &&
    (whitelist.data === undefined ||
      !deadlines.data ||
      !modelsReady ||
      (leftFirstPage && (pageModelsOnly || pageTextsOnly === culture)))
  )
    return <Loading />;

  // Texts come from the store (useText); react-intl's formatters load with the blocks that format
  // answers (useAnswerFormatter), so no IntlProvider, and no message parser, is in the entry.
  return (
    <ShownFormContext value={formTypeAt(settlement.data, location.pathname)}>
      <SiteToasts>
        {/* A failure with the texts in is shown in the page chrome: its footer has the contact details. */}
        <Layout settlement={settlement.data} culture={culture}>
          {failure ? (
            <StartupFailedPage messageKey={failure} />
          ) : (
            <ErrorBoundary fallback={<FailedPart />}>
              <AppRoutes />
            </ErrorBoundary>
          )}
        </Layout>
        <ErrorAlert />
      </SiteToasts>
    </ShownFormContext>
  );
}
