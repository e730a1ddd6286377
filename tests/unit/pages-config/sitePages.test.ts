import { describe, expect, it } from 'vitest';
import { editedDemo, problemsOf, readDemoText } from '../../helpers/demoSettlementEdits.ts';

// The settlement website's pages (/dates, /documents, /faq, /contact, /privacy, /coa) in the checker.
describe('site pages in settlement.json', () => {
  it('pass in the demo, which configures every one of them', () => {
    const settlement = JSON.parse(readDemoText('settlement.json')) as { sitePages: object };
    expect(Object.keys(settlement.sitePages)).toEqual([
      'keyDates',
      'documents',
      'faq',
      'contact',
      'privacy',
      'changeOfAddress',
    ]);
    expect(problemsOf(readDemoText)).toEqual([]);
  });

  it('flag a text missing from a culture, with where it is named', () => {
    const problems = problemsOf(
      editedDemo('settlement.json', (json) => (json.sitePages.faq.questions[2].answer[0] = 'LocKey_Site_Faq_Missing')),
    );
    expect(problems).toEqual(
      ['en', 'es'].map((culture) => ({
        file: 'settlement.json',
        pointer: '/sitePages/faq/questions/2/answer/0',
        code: 'content/missing-key',
        message: `Add "LocKey_Site_Faq_Missing" to content/${culture}.json.`,
      })),
    );
  });

  it('flag a key date with both a deadline and a written date', () => {
    const problems = problemsOf(
      editedDemo(
        'settlement.json',
        (json) => (json.sitePages.keyDates.dates[0].date = 'LocKey_Site_KeyDates_OptOutDate'),
      ),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'settlement.json', pointer: '/sitePages/keyDates/dates/0' }),
    );
    expect(problems[0]?.message).toContain('give either "deadline" or "date", not both');
  });

  it('flag an unknown page, so a typo is not silently ignored', () => {
    const problems = problemsOf(editedDemo('settlement.json', (json) => (json.sitePages.faqs = json.sitePages.faq)));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'settlement.json', pointer: '/sitePages' }));
  });

  it('flag a banner text missing from a culture', () => {
    const problems = problemsOf(editedDemo('settlement.json', (json) => (json.banner.copyLines[1] = 'LocKey_Nope')));
    expect(problems).toContainEqual(
      expect.objectContaining({ pointer: '/banner/copyLines/1', code: 'content/missing-key' }),
    );
  });
});
