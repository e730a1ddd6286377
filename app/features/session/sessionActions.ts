import { createAction } from '@reduxjs/toolkit';

/**
 * The inactivity timer ran out (spec §4): the store drops what the claimant entered and was
 * authorized for. The form models are then built again from the model configs.
 */
export const sessionExpired = createAction('session/expired');
