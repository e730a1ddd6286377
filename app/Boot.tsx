import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { IntlProvider } from 'react-intl';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '#design-system/Spinner/Spinner.tsx';
import {
  useGetCaptchaQuery,
  useGetPayPalSettingsQuery,
  useGetCharactersWhitelistQuery,
  useGetCsrfQuery,
  useGetCultureContentQuery,
  useGetCulturesQuery,
  useGetDeadlinesQuery,
  useGetFormsConfigQuery,
  useGetSettlementQuery,
} from './api/claimkitApi.ts';
import { ErrorBoundary, requestFailedBeforeTexts } from './ErrorBoundary.tsx';
import { SiteCaptcha } from './features/captcha/SiteCaptcha.tsx';
import { selectActiveCulture } from './features/culture/cultureSlice.ts';
import { useCultureFromQuery } from './features/culture/useCultureFromQuery.ts';
import { modelConfigsReceived } from './features/formModels/formModelsSlice.ts';
import { fallbackPath, sanitizeQuery } from './features/navigation/paths.ts';
import { useText } from './i18n/useText.ts';
import { Layout } from './layout/Layout.tsx';
import { CultureAddressRedirect } from './pages/CultureAddressRedirect.tsx';
import { DeadlinePage, ErrorPage, NotFoundPage, SessionExpiredPage } from './pages/fallbackPages.tsx';
import { siteRoutes } from './pages/site/siteRoutes.tsx';
import { StepRoute } from './pages/StepRoute.tsx';
import { useLocalizedPath } from './pages/useLocalizedPath.ts';
import { useAppDispatch, useAppSelector } from './store.ts';

/** react-intl reports every key a culture lacks; spec §8 shows the key itself, so that is not an error. */
function ignoreMissingTranslations(error: { code?: string }): void {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
}

/** The routes of spec §2: the steps of every form type the settlement offers, then the fallback pages. */
function AppRoutes() {
  const culture = useAppSelector(selectActiveCulture);
  const { data: settlement } = useGetSettlementQuery();
  const localize = useLocalizedPath();
  const forms = settlement?.forms ?? [];
  // Spec §2: Standard starts at / and also at /standard.
  const standardStart = forms.find((form) => form.formType === 'Standard')?.steps[0];
  return (
    <Routes>
      {forms.flatMap(({ formType, steps }) =>
        steps.map((step) => (
          <Route
            key={`${formType}-${step.id}`}
            path={step.path}
            element={<StepRoute formType={formType} step={step} />}
          />
        )),
      )}
      {standardStart && standardStart.path !== '/standard' ? (
        <Route path="/standard" element={<StepRoute formType="Standard" step={standardStart} />} />
      ) : null}
      {settlement ? siteRoutes(settlement, localize) : null}
      <Route path="/page-not-found" element={<NotFoundPage />} />
      <Route path="/error" element={<ErrorPage />} />
      <Route path="/session-expired" element={<SessionExpiredPage />} />
      <Route path="/deadline" element={<DeadlinePage />} />
      <Route path="/:culture/*" element={<CultureAddressRedirect />} />
      <Route path="*" element={<Navigate replace to={fallbackPath('/page-not-found', culture)} />} />
    </Routes>
  );
}

/** Shown when start-up failed: the catalogue's text when the texts loaded, else its English wording. */
function StartupFailed() {
  const t = useText();
  const key = 'LocKey_Shared_ErrorMessage_Request';
  const message = t(key);
  return <p role="alert">{message === key ? requestFailedBeforeTexts : message}</p>;
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
  const location = useLocation();
  useGetCsrfQuery();
  useGetCulturesQuery();
  // Deadlines decide redirects and fill deadline texts in content (spec §4, §9): waited for too.
  const deadlines = useGetDeadlinesQuery();
  useGetCaptchaQuery();
  useGetPayPalSettingsQuery();
  const whitelist = useGetCharactersWhitelistQuery();
  const settlement = useGetSettlementQuery();
  const formsConfig = useGetFormsConfigQuery();
  useCultureFromQuery(settlement.data);
  const culture = useAppSelector(selectActiveCulture);
  const content = useGetCultureContentQuery(culture ?? skipToken);
  const modelsReady = useAppSelector((state) => state.formModels.initialized);

  useEffect(() => {
    if (formsConfig.data && !modelsReady) dispatch(modelConfigsReceived(formsConfig.data));
  }, [formsConfig.data, modelsReady, dispatch]);

  const cleanedQuery = sanitizeQuery(location.search);
  if (cleanedQuery !== null) return <Navigate replace to={`${location.pathname}${cleanedQuery}${location.hash}`} />;

  // The rules check characters against the whitelist (spec §5): no field is shown before it is in.
  if (settlement.isError || formsConfig.isError || content.isError || whitelist.isError || deadlines.isError)
    return <StartupFailed />;
  if (!settlement.data || !culture || !content.data || !whitelist.data || !deadlines.data || !modelsReady)
    return <Loading />;

  return (
    <IntlProvider
      locale={culture}
      defaultLocale={settlement.data.cultures.default}
      messages={content.data}
      onError={ignoreMissingTranslations}
    >
      <Layout settlement={settlement.data} culture={culture}>
        <ErrorBoundary fallback={<FailedPart />}>
          <AppRoutes />
          <SiteCaptcha />
        </ErrorBoundary>
      </Layout>
    </IntlProvider>
  );
}
