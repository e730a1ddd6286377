import type { ServerModelConfig } from '#pages-config/api/contract.ts';
import { effectiveModels } from '#pages-config/rules/blockDependencies.ts';
import { formatContent, formatRuleMessage, type RuleMessage } from '#pages-config/rules/message.ts';
import type { SettlementBundle } from '#pages-config/settlementBundle.ts';
import type { DtoMapping, FormType, PageConfig } from '#pages-config/schema/page.ts';
import type { Settlement } from '#pages-config/schema/settlement.ts';
import { sha256Hex } from '../security/hashing.ts';
import { cultureFromAcceptLanguage } from './acceptLanguage.ts';
import { imageSizesOf, type ImageSize } from './imageSizes.ts';
import { canonicalJson } from './canonicalJson.ts';

/**
 * The hash that identifies one model's config (spec §3 `metadataHash`): SHA-256 hex of the
 * canonical JSON of its form type, dtoMapping and fields. A submission carrying another hash was
 * made against a different version of the form.
 */
export function modelConfigHash(
  formType: FormType,
  dtoMapping: DtoMapping,
  fields: ServerModelConfig['fields'],
): string {
  return sha256Hex(canonicalJson({ formType, dtoMapping, fields }));
}

/**
 * The config version a claim is filed against: SHA-256 hex of the canonical JSON of the form's
 * page config and the settlement file. Stored with every claim so it can be checked later against
 * exactly the rules and texts the claimant saw.
 */
export function configVersionHash(settlement: Settlement, pageConfig: PageConfig): string {
  return sha256Hex(canonicalJson({ settlement, pageConfig }));
}

/**
 * The server model configs of every offered form (GET /api/forms/config). Each field carries the
 * dependencies it inherits from the blocks showing it, so the hash changes with them too.
 */
export function deriveModelConfigs(bundle: SettlementBundle): ServerModelConfig[] {
  return bundle.settlement.forms.flatMap((formType) => {
    const pageConfig = bundle.forms[formType];
    return (pageConfig ? effectiveModels(pageConfig) : []).map((model) => ({
      metadataHash: modelConfigHash(formType, model.metadata.dtoMapping, model.fields),
      metadata: { dtoMapping: model.metadata.dtoMapping, formType },
      fields: model.fields,
    }));
  });
}

/** A loaded settlement and what the server derives from it once at start. */
export interface SettlementService {
  readonly bundle: SettlementBundle;
  readonly settlement: Settlement;
  /** The folder it was read from (members.csv lives there too). */
  readonly folder: string;
  readonly modelConfigs: readonly ServerModelConfig[];
  readonly enabledCultures: readonly string[];
  /** The intrinsic sizes of the chrome's images the server serves, by address (imageSizes.ts); none without a client directory. */
  readonly imageSizes: Readonly<Record<string, ImageSize>>;
  /** The model config with this hash, if the current settlement has one. */
  modelConfigByHash(hash: string): ServerModelConfig | undefined;
  /** The page config of an offered form type, else undefined. */
  pageConfig(formType: FormType): PageConfig | undefined;
  configVersion(formType: FormType): string;
  isEnabledCulture(culture: string): boolean;
  /** The first enabled culture the header asks for, else the settlement's default. */
  cultureFor(acceptLanguage: string | undefined): string;
  /** A content text in a culture, placeholders filled (an unknown key shows itself, spec §8). */
  text(culture: string, key: string, values?: Record<string, string | number>): string;
  /** A rule message in a culture, falling back to the rule's English default text. */
  ruleText(culture: string, message: RuleMessage): string;
}

/** `clientDirectory`: the built client the server serves, whose images the pages give sizes to. */
export function createSettlementService(
  bundle: SettlementBundle,
  folder: string,
  clientDirectory?: string,
): SettlementService {
  const modelConfigs = deriveModelConfigs(bundle);
  const byHash = new Map(modelConfigs.map((config) => [config.metadataHash, config]));
  const enabledCultures = Object.values(bundle.settlement.cultures.enabled);
  const versions = new Map<FormType, string>();
  const contentOf = (culture: string) =>
    bundle.content[culture] ?? bundle.content[bundle.settlement.cultures.default] ?? {};

  return {
    bundle,
    settlement: bundle.settlement,
    folder,
    modelConfigs,
    enabledCultures,
    imageSizes: clientDirectory ? imageSizesOf(bundle.settlement, clientDirectory) : {},
    modelConfigByHash: (hash) => byHash.get(hash),
    pageConfig: (formType) => (bundle.settlement.forms.includes(formType) ? bundle.forms[formType] : undefined),
    configVersion(formType) {
      let version = versions.get(formType);
      const pageConfig = bundle.forms[formType];
      if (!pageConfig) throw new Error(`The settlement does not offer the ${formType} form.`);
      if (!version) {
        version = configVersionHash(bundle.settlement, pageConfig);
        versions.set(formType, version);
      }
      return version;
    },
    isEnabledCulture: (culture) => enabledCultures.includes(culture),
    cultureFor: (acceptLanguage) =>
      cultureFromAcceptLanguage(acceptLanguage, enabledCultures) ?? bundle.settlement.cultures.default,
    text: (culture, key, values) => formatContent(contentOf(culture), key, values),
    ruleText: (culture, message) => formatRuleMessage(contentOf(culture), message),
  };
}
