// Types for subset-font (harfbuzz's subsetter compiled to WebAssembly), which ships none: the
// options scripts/subsetFonts.ts uses, as its README documents them.
declare module 'subset-font' {
  interface AxisRange {
    min: number;
    max: number;
    default?: number;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      preserveNameIds?: number[];
      variationAxes?: Record<string, number | AxisRange>;
      noLayoutClosure?: boolean;
    },
  ): Promise<Buffer>;
}
