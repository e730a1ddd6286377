import { addressWithoutCulture } from '#pages-config/rules/chooseCulture.ts';
import { selectActiveCulture } from '../features/culture/cultureSlice.ts';
import { fallbackPath } from '../features/navigation/paths.ts';
import { useAddress } from '../features/navigation/router.ts';
import { selectSettlement } from '../features/settlement/settlementSelectors.ts';
import { useAppSelector } from '../store.ts';
import { Redirect } from './Redirect.tsx';

/**
 * Spec §4's page address parameter: an address whose first segment is an enabled culture
 * (/es/faq, /es) opens the same page in that language, as /faq?culture=es. Any other address no
 * route knows is not found.
 */
export function CultureAddressRedirect() {
  const { pathname, search, hash } = useAddress();
  const culture = useAppSelector(selectActiveCulture);
  const settlement = useAppSelector(selectSettlement);
  const target = settlement
    ? addressWithoutCulture(pathname, search, {
        defaultCulture: settlement.cultures.default,
        enabled: Object.values(settlement.cultures.enabled),
      })
    : null;
  return <Redirect to={target ? `${target}${hash}` : fallbackPath('/page-not-found', culture)} />;
}
