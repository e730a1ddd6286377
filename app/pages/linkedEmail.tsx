import { Fragment, type ReactNode } from 'react';

/**
 * A message with each mention of an email address made a mailto link: the server's refusals
 * (a locked Notice ID, a claim already filed, too many attempts) name the settlement
 * administrator's address, which the claimant should be able to open as the footer's is.
 */
export function linkedEmail(text: string, email: string | undefined): ReactNode {
  if (!email || !text.includes(email)) return text;
  return text.split(email).map((piece, index) => (
    <Fragment key={index}>
      {index > 0 ? <a href={`mailto:${email}`}>{email}</a> : null}
      {piece}
    </Fragment>
  ));
}
