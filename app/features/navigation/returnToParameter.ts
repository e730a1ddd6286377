/**
 * The claim summary's Edit links open a step with `?returnTo=summary`: after the change, Next goes
 * straight back to the summary instead of through every step again (returnToSummary.ts says where).
 */
export const returnToParameter = 'returnTo';
export const returnToSummary = 'summary';
