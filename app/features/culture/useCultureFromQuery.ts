import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { SettlementResponse } from '#pages-config/api/contract.ts';
import { claimkitApi } from '../../api/claimkitApi.ts';
import { useAppDispatch, useAppSelector } from '../../store.ts';
import { cultureChanged, selectActiveCulture } from './cultureSlice.ts';

/**
 * Spec §4: the culture comes from the `culture` query parameter when it is an enabled culture, else
 * stays as it is, else is the settlement's default. Its texts are fetched before the switch, so the
 * page never shows a mix of languages.
 */
export function useCultureFromQuery(settlement: SettlementResponse | undefined): void {
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectActiveCulture);
  const [params] = useSearchParams();
  const requested = params.get('culture');
  const enabled = settlement ? Object.values(settlement.cultures.enabled) : [];
  const wanted = settlement
    ? requested && enabled.includes(requested)
      ? requested
      : (active ?? settlement.cultures.default)
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
