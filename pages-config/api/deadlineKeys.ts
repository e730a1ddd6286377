/**
 * The deadlines of GET /api/deadlines (spec §7), without Zod so the browser bundle can import them
 * (the client needs the names at run time, not the response schema). contract.ts re-exports these.
 */
export const deadlineKeys = [
  'globalDeadline',
  'claimFilingDeadline',
  'automotiveFilingDeadline',
  'lookupFilingDeadline',
  'documentsUploadFilingDeadline',
] as const;
