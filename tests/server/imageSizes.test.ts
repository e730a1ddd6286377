import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settlement } from '#pages-config/schema/settlement.ts';
import { demoSettlementService } from '#tests/helpers/demoStartData.ts';
import { imageSizesOf } from '#server/settlement/imageSizes.ts';
import { settlementAnswer } from '#server/settlement/publicAnswers.ts';
import { createSettlementService } from '#server/settlement/settlementService.ts';

// The chrome's images get their intrinsic sizes from the files the server serves, so the pages
// can give them width and height (Lighthouse's sized images; the LCP image above all).
let client: string;
beforeAll(() => {
  client = mkdtempSync(join(tmpdir(), 'claimkit-images-'));
  mkdirSync(join(client, 'images'));
  for (const name of ['northwind-logo.svg', 'northwind-header.svg', 'northwind-banner.svg'])
    copyFileSync(join(import.meta.dirname, '../../app/public/images', name), join(client, 'images', name));
  writeFileSync(join(client, 'images', 'not-an-image.svg'), 'hello');
  writeFileSync(join(client, 'secret.png'), 'outside images');
});
afterAll(() => rmSync(client, { recursive: true, force: true }));

const demo = demoSettlementService.settlement;
const withImages = (branding: Settlement['branding'], banner?: Settlement['banner']): Settlement => ({
  ...demo,
  branding,
  banner,
});

describe('the sizes of the chrome images', () => {
  it("are read from the demo's logo, header image and banner image", () => {
    const sizes = imageSizesOf(demo, client);
    expect(Object.keys(sizes).sort()).toEqual(
      [demo.branding?.logoSrc, demo.branding?.headerImageSrc, demo.banner?.imgSrc].filter(Boolean).sort(),
    );
    expect(sizes['/app/dist/images/northwind-logo.svg']).toEqual({ width: 64, height: 64 });
    for (const size of Object.values(sizes)) expect(size.width * size.height).toBeGreaterThan(0);
  });

  it('are left out for images elsewhere, missing, unreadable or outside the client', () => {
    const settlement = withImages(
      { logoSrc: 'https://cdn.example.com/logo.svg', logoAlt: 'k', headerImageSrc: '/app/dist/images/missing.svg' },
      {
        show: true,
        header: 'k',
        copyLines: [],
        imgSrc: '/app/dist/images/../../secret.png',
      },
    );
    expect(imageSizesOf(settlement, client)).toEqual({});
    const unreadable = withImages({ logoSrc: '/app/dist/images/not-an-image.svg', logoAlt: 'k' });
    expect(imageSizesOf(unreadable, client)).toEqual({});
  });

  it('go out with the settlement answer, and only when the server knows the client', () => {
    const service = createSettlementService(demoSettlementService.bundle, demoSettlementService.folder, client);
    expect(settlementAnswer(service).imageSizes?.['/app/dist/images/northwind-header.svg']).toEqual(
      imageSizesOf(demo, client)['/app/dist/images/northwind-header.svg'],
    );
    expect(settlementAnswer(demoSettlementService).imageSizes).toBeUndefined();
  });
});
