import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { imageSize } from 'image-size';
import type { Settlement } from '#pages-config/schema/settlement.ts';

/** An image's intrinsic size in CSS pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** Where the built client is served: the settlement names its images by these addresses. */
const clientPrefix = '/app/dist/';

/**
 * The intrinsic size of each image the page chrome shows (logo, header image, banner image) that
 * the server serves itself from the built client, by its address: the pages give them width and
 * height, so the browser reserves their shape before they arrive (Lighthouse's sized images). An
 * image elsewhere (another site), missing or unreadable has none: it is shown in the box its
 * theme gives it, as before.
 */
export function imageSizesOf(settlement: Settlement, clientDirectory: string): Record<string, ImageSize> {
  const sources = [settlement.branding?.logoSrc, settlement.branding?.headerImageSrc, settlement.banner?.imgSrc];
  const sizes: Record<string, ImageSize> = {};
  for (const source of sources) {
    if (!source?.startsWith(clientPrefix)) continue;
    const file = resolve(clientDirectory, decodeURIComponent(source.slice(clientPrefix.length).split(/[?#]/)[0] ?? ''));
    if (!file.startsWith(resolve(clientDirectory) + sep)) continue;
    try {
      const { width, height } = imageSize(readFileSync(file));
      if (width > 0 && height > 0) sizes[source] = { width, height };
    } catch {
      // Not there or not an image: the page shows it without a size, in its theme's box.
    }
  }
  return sizes;
}
