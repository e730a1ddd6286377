// `node scripts/fontFallbackMetrics.mjs`: the figures of each theme's metric-matched fallback face
// (themes/themeFonts.ts), computed from the font files themselves. Run it again when a font
// package is updated, and copy what it prints into themeFonts.ts.
//
// A fallback face draws the web font's text in a system font (Arial, or Liberation Sans, made
// with Arial's widths) until the web font arrives, scaled and placed so that each line takes the
// room it will take in the web font: size-adjust makes the average character as wide as the web
// font's, and ascent-, descent- and line-gap-override give the line the web font's height (the
// method of Capsize and of Next.js's font fallbacks). The average is weighted by how often each
// character occurs in the demo settlement's English and Spanish texts, which are what the pages
// show. Bold (the headings) gets a face of its own, from Arial Bold and the web font at weight 700.
//
// Reads the web fonts' latin files from their @fontsource-variable packages and Liberation Sans
// from Debian's fonts-liberation (installed by `npm test`; metric-compatible with Arial, so the
// same figures hold for Arial), and which fonts there are from themes/themeFonts.ts. Node's own
// modules only: WOFF2 is a Brotli stream of the font's tables.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { packageFontFileOf, themeFonts } from '../themes/themeFonts.ts';

const root = join(import.meta.dirname, '..');

const liberation = '/usr/share/fonts/truetype/liberation';
const fallbackFiles = {
  regular: join(liberation, 'LiberationSans-Regular.ttf'),
  bold: join(liberation, 'LiberationSans-Bold.ttf'),
};
const [regular, bold] = [400, 700];

// WOFF2's known table tags, by their index in a table directory entry's flags (WOFF2 §5.1).
const knownTags = (
  'cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH PCLT ' +
  'VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc bsln cvar fdsc ' +
  'feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
)
  .split(' ')
  .map((tag) => tag.replace('_', ' '));

/**
 * The font's tables by tag, each a DataView, from a WOFF2 or a TrueType file, and which of them
 * WOFF2 stored transformed.
 */
function tablesOf(file) {
  const bytes = readFileSync(file);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  const tables = new Map();
  const transformed = new Set();
  if (tag(0) !== 'wOF2') {
    for (let index = 0; index < view.getUint16(4); index += 1) {
      const record = 12 + index * 16;
      const offset = bytes.byteOffset + view.getUint32(record + 8);
      tables.set(tag(record), new DataView(bytes.buffer, offset, view.getUint32(record + 12)));
    }
    return { tables, transformed };
  }
  let position = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = bytes[position++];
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  const directory = [];
  for (let index = 0; index < view.getUint16(12); index += 1) {
    const flags = bytes[position++];
    let name = knownTags[flags & 0x3f];
    if ((flags & 0x3f) === 0x3f) {
      name = tag(position);
      position += 4;
    }
    const length = base128();
    const version = flags >> 6;
    // glyf and loca are transformed unless their version is 3; any other table when it is not 0.
    if (name === 'glyf' || name === 'loca' ? version !== 3 : version !== 0) transformed.add(name);
    directory.push({ name, length: transformed.has(name) ? base128() : length });
  }
  // The tables follow one another in one Brotli stream, in the directory's order.
  const data = brotliDecompressSync(bytes.subarray(position, position + view.getUint32(20)));
  let offset = 0;
  for (const { name, length } of directory) {
    tables.set(name, new DataView(data.buffer, data.byteOffset + offset, length));
    offset += length;
  }
  return { tables, transformed };
}

const fixed = (view, offset) => view.getInt32(offset) / 65536;
const f2dot14 = (view, offset) => view.getInt16(offset) / 16384;

/** Unicode code point → glyph id, from the cmap's format 4 or 12 subtable. */
function characterMapOf(cmap) {
  const map = new Map();
  const count = cmap.getUint16(2);
  const subtables = Array.from({ length: count }, (_, index) => ({
    platform: cmap.getUint16(4 + index * 8),
    encoding: cmap.getUint16(6 + index * 8),
    offset: cmap.getUint32(8 + index * 8),
  }));
  const chosen =
    subtables.find(({ platform, encoding }) => platform === 3 && encoding === 10) ??
    subtables.find(({ platform, encoding }) => platform === 3 && encoding === 1) ??
    subtables.find(({ platform }) => platform === 0);
  const start = chosen.offset;
  const format = cmap.getUint16(start);
  if (format === 12) {
    for (let group = 0; group < cmap.getUint32(start + 12); group += 1) {
      const record = start + 16 + group * 12;
      const [first, last, glyph] = [cmap.getUint32(record), cmap.getUint32(record + 4), cmap.getUint32(record + 8)];
      for (let code = first; code <= last; code += 1) map.set(code, glyph + code - first);
    }
  } else if (format === 4) {
    const segments = cmap.getUint16(start + 6) / 2;
    const ends = start + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let segment = 0; segment < segments; segment += 1) {
      const [first, last] = [cmap.getUint16(starts + segment * 2), cmap.getUint16(ends + segment * 2)];
      const delta = cmap.getInt16(deltas + segment * 2);
      const rangeOffset = cmap.getUint16(rangeOffsets + segment * 2);
      for (let code = first; code <= last && code !== 0xffff; code += 1) {
        let glyph;
        if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
        else {
          const at = rangeOffsets + segment * 2 + rangeOffset + (code - first) * 2;
          glyph = cmap.getUint16(at);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) map.set(code, glyph);
      }
    }
  } else throw new Error(`cmap format ${format} is not read here`);
  return map;
}

/** The advance width of each glyph at the font's default instance, from hmtx (WOFF2-transformed or not). */
function advancesOf({ tables, transformed }) {
  const metrics = tables.get('hhea').getUint16(34);
  const glyphs = tables.get('maxp').getUint16(4);
  const hmtx = tables.get('hmtx');
  // A transformed hmtx starts with a flags byte and the advances alone; a plain one pairs each with its side bearing.
  const advanceAt = (index) => (transformed.has('hmtx') ? hmtx.getUint16(1 + index * 2) : hmtx.getUint16(index * 4));
  return Array.from({ length: glyphs }, (_, glyph) => advanceAt(Math.min(glyph, metrics - 1)));
}

/** An axis value in the font's normalized coordinates (fvar, then avar's segment maps). */
function normalizedWeight(tables, weight) {
  const fvar = tables.get('fvar');
  const first = fvar.getUint16(4);
  const axes = fvar.getUint16(8);
  const axisSize = fvar.getUint16(10);
  let axisIndex = -1;
  let coordinate = 0;
  for (let index = 0; index < axes; index += 1) {
    const record = first + index * axisSize;
    if (String.fromCharCode(...[0, 1, 2, 3].map((i) => fvar.getUint8(record + i))) !== 'wght') continue;
    const [minimum, standard, maximum] = [fixed(fvar, record + 4), fixed(fvar, record + 8), fixed(fvar, record + 12)];
    const value = Math.min(Math.max(weight, minimum), maximum);
    coordinate =
      value < standard ? (value - standard) / (standard - minimum) : (value - standard) / (maximum - standard);
    axisIndex = index;
  }
  const avar = tables.get('avar');
  if (!avar) return { axisIndex, axes, coordinate };
  let offset = 8;
  for (let index = 0; index < axes; index += 1) {
    const pairs = avar.getUint16(offset);
    const map = Array.from({ length: pairs }, (_, pair) => [
      f2dot14(avar, offset + 2 + pair * 4),
      f2dot14(avar, offset + 4 + pair * 4),
    ]);
    offset += 2 + pairs * 4;
    if (index !== axisIndex) continue;
    for (let pair = 1; pair < map.length; pair += 1) {
      const [[fromA, toA], [fromB, toB]] = [map[pair - 1], map[pair]];
      if (coordinate <= fromB) {
        coordinate = toA + ((coordinate - fromA) * (toB - toA)) / (fromB - fromA);
        break;
      }
    }
  }
  return { axisIndex, axes, coordinate };
}

/**
 * The advances at a weight: the default instance's plus HVAR's deltas for that weight (a font's
 * default instance need not be its regular: Source Sans 3's is its lightest).
 */
function advancesAtWeight(font, weight) {
  const { tables } = font;
  const advances = advancesOf(font);
  const hvar = tables.get('HVAR');
  const { axisIndex, axes, coordinate } = normalizedWeight(tables, weight);
  const store = hvar.getUint32(4);
  const mapping = hvar.getUint32(8);
  const regionList = store + hvar.getUint32(store + 2);
  const regionAxes = hvar.getUint16(regionList);
  if (regionAxes !== axes) throw new Error('HVAR regions and fvar axes disagree');
  const scalarOf = (region) => {
    let scalar = 1;
    for (let axis = 0; axis < axes; axis += 1) {
      const record = regionList + 4 + (region * axes + axis) * 6;
      const [start, peak, end] = [f2dot14(hvar, record), f2dot14(hvar, record + 2), f2dot14(hvar, record + 4)];
      const value = axis === axisIndex ? coordinate : 0;
      // OpenType's rules for a region's scalar (the "Algorithm for interpolation of instance values").
      if (start > peak || peak > end || (start < 0 && end > 0) || peak === 0 || value === peak) continue;
      if (value <= start || value >= end) return 0;
      scalar *= value < peak ? (value - start) / (peak - start) : (end - value) / (end - peak);
    }
    return scalar;
  };
  const deltaOf = (outer, inner) => {
    const data = store + hvar.getUint32(store + 8 + outer * 4);
    const items = hvar.getUint16(data);
    const wordCount = hvar.getUint16(data + 2);
    const long = (wordCount & 0x8000) !== 0;
    const words = wordCount & 0x7fff;
    const regions = hvar.getUint16(data + 4);
    const regionIndexes = Array.from({ length: regions }, (_, index) => hvar.getUint16(data + 6 + index * 2));
    const rowSize = long ? words * 4 + (regions - words) * 2 : words * 2 + (regions - words);
    let at = data + 6 + regions * 2 + Math.min(inner, items - 1) * rowSize;
    let delta = 0;
    for (let index = 0; index < regions; index += 1) {
      let value;
      if (index < words) [value, at] = long ? [hvar.getInt32(at), at + 4] : [hvar.getInt16(at), at + 2];
      else [value, at] = long ? [hvar.getInt16(at), at + 2] : [hvar.getInt8(at), at + 1];
      delta += value * scalarOf(regionIndexes[index]);
    }
    return delta;
  };
  const indexOf = (glyph) => {
    if (mapping === 0) return [0, glyph];
    const format = hvar.getUint8(mapping);
    const entryFormat = hvar.getUint8(mapping + 1);
    const count = format === 0 ? hvar.getUint16(mapping + 2) : hvar.getUint32(mapping + 2);
    const entrySize = ((entryFormat & 0x30) >> 4) + 1;
    const innerBits = (entryFormat & 0x0f) + 1;
    const at = mapping + (format === 0 ? 4 : 6) + Math.min(glyph, count - 1) * entrySize;
    let entry = 0;
    for (let byte = 0; byte < entrySize; byte += 1) entry = entry * 256 + hvar.getUint8(at + byte);
    return [entry >>> innerBits, entry & ((1 << innerBits) - 1)];
  };
  return advances.map((advance, glyph) => advance + deltaOf(...indexOf(glyph)));
}

/** How often each character occurs in the demo's English and Spanish texts (tags and placeholders left out). */
function characterFrequencies() {
  const frequencies = new Map();
  for (const culture of ['en', 'es']) {
    const content = JSON.parse(readFileSync(join(root, 'pages-config/settlements/demo/content', `${culture}.json`)));
    for (const [key, text] of Object.entries(content)) {
      if (key.startsWith('$') || typeof text !== 'string') continue;
      for (const character of text.replace(/<[^>]*>/g, '').replace(/\{[^}]*\}/g, '')) {
        frequencies.set(character, (frequencies.get(character) ?? 0) + 1);
      }
    }
  }
  return frequencies;
}

/** The weighted average advance of the characters, in ems. */
function averageWidth(font, advances, frequencies) {
  let total = 0;
  let weight = 0;
  for (const [character, count] of frequencies) {
    total += (advances[font.characters.get(character.codePointAt(0))] / font.unitsPerEm) * count;
    weight += count;
  }
  return total / weight;
}

function fontOf(file) {
  const { tables, transformed } = tablesOf(file);
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const os2 = tables.get('OS/2');
  // Browsers take the typographic metrics when the font asks for them (fsSelection's USE_TYPO_METRICS), else hhea's.
  const typo = (os2.getUint16(62) & (1 << 7)) !== 0;
  return {
    tables,
    transformed,
    unitsPerEm: head.getUint16(18),
    ascent: typo ? os2.getInt16(68) : hhea.getInt16(4),
    descent: typo ? os2.getInt16(70) : hhea.getInt16(6),
    lineGap: typo ? os2.getInt16(72) : hhea.getInt16(8),
    characters: characterMapOf(tables.get('cmap')),
  };
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;
const frequencies = characterFrequencies();
const fallbacks = { regular: fontOf(fallbackFiles.regular), bold: fontOf(fallbackFiles.bold) };

for (const [theme, webFont] of Object.entries(themeFonts)) {
  const font = fontOf(join(root, 'node_modules', webFont.packageName, 'files', packageFontFileOf(webFont, 'latin')));
  // The characters both fonts have (all of the texts', with these fonts).
  const shared = new Map(
    [...frequencies].filter(([character]) =>
      [font, fallbacks.regular, fallbacks.bold].every((each) => each.characters.has(character.codePointAt(0))),
    ),
  );
  const faces = {};
  for (const [face, advances] of [
    ['regular', advancesAtWeight(font, regular)],
    ['bold', advancesAtWeight(font, bold)],
  ]) {
    const fallback = fallbacks[face];
    const sizeAdjust = averageWidth(font, advances, shared) / averageWidth(fallback, advancesOf(fallback), shared);
    // The overrides apply to the adjusted size, so each is divided by size-adjust.
    const em = font.unitsPerEm * sizeAdjust;
    faces[face] = {
      sizeAdjust: percent(sizeAdjust),
      ascentOverride: percent(font.ascent / em),
      descentOverride: percent(Math.abs(font.descent) / em),
      lineGapOverride: percent(font.lineGap / em),
    };
  }
  const left = [...frequencies.keys()].filter((character) => !shared.has(character));
  if (left.length > 0) console.warn(`${theme}: left out, not in every font: ${left.join(' ')}`);
  const line = (metrics) =>
    `{ ${Object.entries(metrics)
      .map(([name, value]) => `${name}: '${value}'`)
      .join(', ')} }`;
  console.log(
    `${theme} (${webFont.family}):\n    fallback: {\n      regular: ${line(faces.regular)},\n      bold: ${line(faces.bold)},\n    },`,
  );
}
