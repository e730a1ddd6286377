/**
 * Alex Sample's answers to the demo's Standard claim (demo-settlement.md), as the client sends
 * them: the server tests, the load bench and the Lighthouse bench all file or save these, so they
 * live here once. Without documented losses: claim-details and supporting-documents are skipped.
 */
export const alexClaimantInfo = {
  firstName: 'Alex',
  middleInitial: null,
  lastName: 'Sample',
  mailingCountry: 'US',
  mailingStreetLine1: '100 Main St',
  mailingStreetLine2: null,
  mailingCity: 'Springfield',
  mailingSubDivision: 'IL',
  mailingPostalCode: '62701',
  email: 'alex.sample@example.com',
  // Alex's notice gives this email, so the server neither asks nor keeps the confirm field for
  // Alex; other members filing these answers change their email and must confirm it.
  confirmEmail: 'alex.sample@example.com',
  phone: '(217) 555-0134',
  dateOfBirth: '01/02/1980',
  receiveUpdates: true,
  hasDocumentedLosses: 'No',
} as const;

/** Payment by paper check: no PayPal account to verify. */
export const paperCheckElection = { paymentMethod: 'Check', payPalEmail: null, confirmPayPalEmail: null } as const;
