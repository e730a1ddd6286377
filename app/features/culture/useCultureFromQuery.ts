import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import type { SettlementResponse } from '#pages-config/api/contract.ts';
import { publicCallSettled } from '../../api/publicCalls.ts';
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
    void dispatch(publicCallSettled({ call: 'getCultureContent', arg: wanted })).then(() => {
      if (!cancelled) dispatch(cultureChanged(wanted));
    });
    return () => {
      cancelled = true;
    };
  }, [wanted, active, dispatch]);
}
