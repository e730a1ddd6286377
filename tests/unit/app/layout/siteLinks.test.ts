import { describe, expect, it } from 'vitest';
import { privacyPolicyUrl, siteNavigation } from '#app/layout/siteLinks.ts';

const echo = (key: string) => key;

describe('site navigation', () => {
  it('puts every link of spec §2 under the base URL, the claim form at /', () => {
    const navigation = siteNavigation('https://www.northwindsettlement.example/', echo);
    expect(navigation.links.map((link) => [link.label, link.href])).toEqual([
      ['LocKey_Nav_Home', 'https://www.northwindsettlement.example/'],
      ['LocKey_Nav_KeyDates', 'https://www.northwindsettlement.example/dates'],
      ['LocKey_Nav_ImportantDocuments', 'https://www.northwindsettlement.example/documents'],
      ['LocKey_Nav_FileClaim', 'https://www.northwindsettlement.example/'],
      ['LocKey_Nav_Faq', 'https://www.northwindsettlement.example/faq'],
      ['LocKey_Nav_ContactUs', 'https://www.northwindsettlement.example/contact'],
    ]);
  });

  it('offers Check Claim Status, Upload Documents and Change My Address in the menu', () => {
    const navigation = siteNavigation('https://www.northwindsettlement.example', echo);
    expect(navigation.menu.links.map((link) => link.href)).toEqual([
      'https://www.northwindsettlement.example/claim/status',
      'https://www.northwindsettlement.example/documents-upload',
      'https://www.northwindsettlement.example/coa',
    ]);
  });

  it("uses the settlement's privacy policy, else the website's /privacy page", () => {
    expect(privacyPolicyUrl('https://a.example', 'https://b.example/p')).toBe('https://b.example/p');
    expect(privacyPolicyUrl('https://a.example/', undefined)).toBe('https://a.example/privacy');
  });
});
