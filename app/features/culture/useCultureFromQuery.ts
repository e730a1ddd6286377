import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import type { SettlementResponse } from '#pages-config/api/contract.ts';
import { claimkitApi } from '../../api/claimkitApi.ts';
import { useAppDispatch, useAppSelector } from '../../store.ts';
import { chooseCulture, firstSegmentOf } from '#pages-config/rules/chooseCulture.ts';
import { cultureChanged, selectActiveCulture } from './cultureSlice.ts';

/**
 * Spec §4: the culture comes from the `culture` query parameter, else from the page address
 * (/es/faq, which CultureAddressRedirect then turns into /faq?culture=es), else stays as it is,
 * else is the settlement's default; each only if it is an enabled culture. Its texts are fetched
 * before the switch, so the page never shows a mix of languages.
 */
export function useCultureFromQuery(settlement: SettlementResponse | undefined): void {
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectActiveCulture);
  const [params] = useSearchParams();
  const [pathname] = useLocation();
  const wanted = settlement
    ? chooseCulture({
        query: params.get('culture'),
        address: firstSegmentOf(pathname),
        active,
        defaultCulture: settlement.cultures.default,
        enabled: Object.values(settlement.cultures.enabled),
      })
    : null;

  useEffect(() => {
    if (!wanted || wanted === active) return;
    let cancelled = false;
    const request = dispatch(claimkitApi.endpoints.getCultureContent.initiate(wanted));
    void request.then(() => {
      if (!cancelled) dispatch(cultureChanged(wanted));
    });
    return () => {
      cancelled = true;
      request.unsubscribe();
    };
  }, [wanted, active, dispatch]);
}
