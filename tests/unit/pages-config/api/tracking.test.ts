import { describe, expect, it } from 'vitest';
import { trackingFieldKey } from '#pages-config/api/tracking.ts';

describe('trackingFieldKey', () => {
  for (const [key, expected] of [
    ['noticeId', 'NoticeId'],
    ['mailingPostalCode', 'MailingPostalCode'],
    ['mailing_postal_code', 'MailingPostalCode'],
    ['payPalEmail', 'PayPalEmail'],
    ['vin2', 'Vin2'],
    ['VIN', 'VIN'],
  ] as const) {
    it(`writes ${key} as ${expected}`, () => {
      expect(trackingFieldKey(key)).toBe(expected);
    });
  }
});
