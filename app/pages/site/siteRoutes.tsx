import { Navigate, Route } from 'react-router';
import type { SettlementResponse } from '#pages-config/api/contract.ts';
import { ContactPage, DocumentsPage, FaqPage, KeyDatesPage, TextSitePage } from './sitePages.tsx';

/**
 * The settlement website's pages at the base URL (spec §2 site links): those the settlement
 * configures; an unconfigured one falls through to not-found. /claim/status is the Lookup form.
 * Returned as an array of routes because <Routes> takes only <Route> children.
 */
export function siteRoutes(settlement: SettlementResponse, localize: (path: string) => string) {
  const pages = settlement.sitePages ?? {};
  const offersLookup = settlement.forms.some((form) => form.formType === 'Lookup');
  return [
    pages.keyDates ? (
      <Route
        key="dates"
        path="/dates"
        element={<KeyDatesPage page={pages.keyDates} caseName={settlement.case.name} />}
      />
    ) : null,
    pages.documents ? (
      <Route key="documents" path="/documents" element={<DocumentsPage page={pages.documents} />} />
    ) : null,
    pages.faq ? <Route key="faq" path="/faq" element={<FaqPage page={pages.faq} />} /> : null,
    pages.contact ? (
      <Route
        key="contact"
        path="/contact"
        element={<ContactPage page={pages.contact} administrator={settlement.claimsAdministrator} />}
      />
    ) : null,
    pages.privacy ? <Route key="privacy" path="/privacy" element={<TextSitePage page={pages.privacy} />} /> : null,
    pages.changeOfAddress ? (
      <Route key="coa" path="/coa" element={<TextSitePage page={pages.changeOfAddress} />} />
    ) : null,
    offersLookup ? (
      <Route key="claim-status" path="/claim/status" element={<Navigate replace to={localize('/lookup')} />} />
    ) : null,
  ].filter((route) => route !== null);
}
