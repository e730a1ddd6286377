import type { Settlement } from '../schema/settlement.ts';
import { sitePageContentKeys } from '../schema/sitePages.ts';
import type { SettlementProblem } from './problem.ts';

/** Every content key settlement.json names (banner, branding, site pages), with its JSON pointer. */
function* settlementContentKeys(settlement: Settlement): Generator<{ key: string; pointer: string }> {
  const { banner, branding, sitePages } = settlement;
  if (banner) {
    yield { key: banner.header, pointer: '/banner/header' };
    for (const [index, key] of banner.copyLines.entries()) yield { key, pointer: `/banner/copyLines/${index}` };
    if (banner.imgAlt) yield { key: banner.imgAlt, pointer: '/banner/imgAlt' };
    for (const [formType, texts] of Object.entries(banner.forms ?? {})) {
      yield { key: texts.header, pointer: `/banner/forms/${formType}/header` };
      for (const [index, key] of texts.copyLines.entries())
        yield { key, pointer: `/banner/forms/${formType}/copyLines/${index}` };
    }
  }
  if (branding) {
    yield { key: branding.logoAlt, pointer: '/branding/logoAlt' };
    if (branding.headerImageAlt) yield { key: branding.headerImageAlt, pointer: '/branding/headerImageAlt' };
  }
  if (sitePages) yield* sitePageContentKeys(sitePages);
}

/** A text settlement.json names must be in every culture's content, or the page would show its key. */
export function settlementContentProblems(
  settlement: Settlement,
  content: Record<string, Record<string, string>>,
): SettlementProblem[] {
  const problems: SettlementProblem[] = [];
  for (const { key, pointer } of settlementContentKeys(settlement)) {
    for (const [culture, texts] of Object.entries(content)) {
      if (!(key in texts))
        problems.push({
          file: 'settlement.json',
          pointer,
          code: 'content/missing-key',
          message: `Add "${key}" to content/${culture}.json.`,
        });
    }
  }
  return problems;
}
