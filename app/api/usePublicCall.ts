import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store.ts';
import {
  cacheKeyOf,
  publicCallMade,
  resultOf,
  type PublicAnswers,
  type PublicCallResult,
  type PublicRequest,
} from './publicCalls.ts';

/**
 * A start-up call's answer, made when the component mounts if it was never asked for (the page's
 * start data usually has it in already). `skip` holds the call back; a call that failed is not
 * made again here, so its error is shown once (spec §8).
 */
export function usePublicCall<Request extends PublicRequest>(
  request: Request | null,
  { skip = false }: { skip?: boolean } = {},
): PublicCallResult<PublicAnswers[Request['call']]> {
  const dispatch = useAppDispatch();
  const key = request ? cacheKeyOf(request) : null;
  // The entry itself, not a new object per store change: the component renders when it changes only.
  const entry = useAppSelector((state) => (key ? state.publicCalls[key] : undefined));
  const wanted = request !== null && !skip && entry === undefined;
  useEffect(() => {
    if (wanted) void dispatch(publicCallMade(request));
    // The request is rebuilt each render; its key names it.
  }, [wanted, key, dispatch]);
  return resultOf<PublicAnswers[Request['call']]>(entry);
}
