/**
 * Local packshot-style renderings for the demo catalogue: an SVG scene per image, rasterised by sharp
 * (librsvg), so a fresh install has believable product photos without any network access.
 *
 * Scenes are drawn in a fixed 400 × 400 coordinate space and scaled to the requested size, so every size
 * shows the same picture. Products are drawn in local coordinates with the base at y = 0 and the body
 * going up (negative y), centred on x = 0.
 */
import type { ImageSpec } from './demo-catalog';
import { loadSharp } from '../lib/image-processing';

const VIEW = 400;
const FONT = 'DejaVu Sans, Arial, Helvetica, sans-serif';

// ---------------------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------------------

type Rgb = readonly [number, number, number];

function parseHex(hex: string, fallback: Rgb = [204, 204, 204]): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return fallback;
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

const shade = (color: string, t: number) => mix(color, '#000000', t);
const tint = (color: string, t: number) => mix(color, '#ffffff', t);

/** Perceived brightness 0..1; decides where text needs a dark or a light ink. */
function brightness(color: string): number {
  const [r, g, b] = parseHex(color);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Inputs come from the catalogue, but the label is free text and must never break the SVG document. */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Colours are interpolated into attributes, so anything that is not a plain hex colour is replaced. */
function safeSpec(spec: ImageSpec): ImageSpec {
  return {
    shape: spec.shape,
    color: toHex(parseHex(spec.color, [240, 236, 230])),
    accent: toHex(parseHex(spec.accent, [140, 140, 140])),
    background: toHex(parseHex(spec.background, [245, 242, 238])),
    label: spec.label,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Shared definitions (gradients, filters)
// ---------------------------------------------------------------------------------------------------------

function cylinderGradient(id: string, color: string): string {
  // Key light from the front left: a soft highlight band and darker edges read as a round object.
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${shade(color, 0.22)}"/>
    <stop offset="0.12" stop-color="${shade(color, 0.06)}"/>
    <stop offset="0.3" stop-color="${tint(color, 0.38)}"/>
    <stop offset="0.42" stop-color="${tint(color, 0.12)}"/>
    <stop offset="0.78" stop-color="${shade(color, 0.04)}"/>
    <stop offset="1" stop-color="${shade(color, 0.26)}"/>
  </linearGradient>`;
}

function defs(spec: ImageSpec): string {
  const { color, accent, background } = spec;
  const clothLight = tint(accent, 0.82);
  return `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${tint(background, 0.45)}"/>
    <stop offset="0.62" stop-color="${background}"/>
    <stop offset="1" stop-color="${shade(background, 0.05)}"/>
  </linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${shade(background, 0.03)}"/>
    <stop offset="1" stop-color="${shade(background, 0.11)}"/>
  </linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.42" r="0.55">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
  ${cylinderGradient('body', color)}
  ${cylinderGradient('cap', accent)}
  ${cylinderGradient('rubber', shade(accent, 0.35))}
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${shade(accent, 0.3)}"/>
    <stop offset="0.35" stop-color="${tint(accent, 0.55)}"/>
    <stop offset="0.6" stop-color="${accent}"/>
    <stop offset="1" stop-color="${shade(accent, 0.35)}"/>
  </linearGradient>
  <radialGradient id="honey" cx="0.38" cy="0.4" r="0.75">
    <stop offset="0" stop-color="${tint(color, 0.35)}"/>
    <stop offset="0.55" stop-color="${color}"/>
    <stop offset="1" stop-color="${shade(color, 0.35)}"/>
  </radialGradient>
  <linearGradient id="boxFront" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${tint(color, 0.2)}"/>
    <stop offset="1" stop-color="${shade(color, 0.06)}"/>
  </linearGradient>
  <linearGradient id="soapTop" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${tint(color, 0.3)}"/>
    <stop offset="1" stop-color="${shade(color, 0.04)}"/>
  </linearGradient>
  <pattern id="cloth" width="14" height="14" patternUnits="userSpaceOnUse">
    <rect width="14" height="14" fill="${clothLight}"/>
    <rect width="7" height="14" fill="${accent}" opacity="0.55"/>
    <rect width="14" height="7" fill="${accent}" opacity="0.55"/>
  </pattern>
  <filter id="soft" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="7"/></filter>
  <filter id="softer" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="2.5"/></filter>
  <filter id="haze" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>
</defs>`;
}

// ---------------------------------------------------------------------------------------------------------
// Labels
// ---------------------------------------------------------------------------------------------------------

type Box = { x: number; y: number; w: number; h: number };

/**
 * Approximate advance widths of DejaVu Sans in em, good enough to keep text inside its label; capitals
 * are much wider than lower case, so a single average would let "AQUA" spill over.
 */
function textWidthEm(text: string, bold: boolean): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ') em += 0.32;
    else if (/[A-Z\u0102\u00C2\u00CE\u0218\u021A]/.test(ch)) em += bold ? 0.8 : 0.72;
    else if (/[0-9]/.test(ch)) em += bold ? 0.7 : 0.64;
    else if (/[iljtfrI.,\u00B7+%-]/.test(ch)) em += bold ? 0.42 : 0.36;
    else em += bold ? 0.68 : 0.6;
  }
  return Math.max(1, em);
}

function labelLines(label: string): [main: string, rest: string] {
  const words = label.trim().split(/\s+/).filter(Boolean);
  const main = words[0] ?? '';
  return [main, words.slice(1).join(' ')];
}

/**
 * A printed label: brand-like first word in bold, the rest smaller and spaced, and two hairlines that
 * stand in for the fine print of a real pack.
 */
function labelSvg(box: Box, spec: ImageSpec, panel: string | null, ink: string): string {
  const [main, rest] = labelLines(spec.label);
  const cx = box.x + box.w / 2;
  const inner = box.w * 0.84;
  // Text sits between the accent rule at the top and the fine-print lines at the bottom.
  const regionTop = box.y + box.h * 0.2;
  const regionH = box.h * 0.54;
  const mainSize = Math.min(regionH * (rest ? 0.52 : 0.68), inner / textWidthEm(main, true));
  const restSize = Math.min(mainSize * 0.62, inner / (textWidthEm(rest, false) * 1.12));
  const gap = rest ? mainSize * 0.38 : 0;
  const blockH = mainSize * 0.74 + (rest ? gap + restSize * 0.74 : 0);
  const mainY = regionTop + (regionH - blockH) / 2 + mainSize * 0.74;
  const restY = mainY + gap + restSize * 0.74;
  const lineY = box.y + box.h * 0.8;
  const parts = [
    panel
      ? `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="${Math.min(8, box.w * 0.06)}" fill="${panel}"/>`
      : '',
    `<rect x="${cx - box.w * 0.16}" y="${box.y + box.h * 0.09}" width="${box.w * 0.32}" height="${Math.max(1.5, box.h * 0.022)}" fill="${spec.accent}" opacity="0.9"/>`,
    `<text x="${cx}" y="${mainY.toFixed(2)}" font-family="${FONT}" font-weight="bold" font-size="${mainSize.toFixed(2)}" fill="${ink}" text-anchor="middle">${escapeXml(main)}</text>`,
    rest
      ? `<text x="${cx}" y="${restY.toFixed(2)}" font-family="${FONT}" font-size="${restSize.toFixed(2)}" letter-spacing="${(restSize * 0.12).toFixed(2)}" fill="${ink}" text-anchor="middle" opacity="0.85">${escapeXml(rest)}</text>`
      : '',
    `<rect x="${cx - box.w * 0.3}" y="${lineY}" width="${box.w * 0.6}" height="1.4" fill="${ink}" opacity="0.35"/>`,
    `<rect x="${cx - box.w * 0.22}" y="${lineY + box.h * 0.06}" width="${box.w * 0.44}" height="1.4" fill="${ink}" opacity="0.25"/>`,
  ];
  return parts.join('');
}

/** Label panel and ink that stay legible on any body colour. */
function labelColors(spec: ImageSpec): { panel: string; ink: string } {
  const panel = brightness(spec.color) > 0.88 ? tint(spec.accent, 0.8) : '#fffdf8';
  let ink = shade(spec.accent, 0.35);
  if (brightness(ink) > 0.45) ink = shade(spec.accent, 0.6);
  return { panel, ink };
}

/** A thin vertical reflection on glossy packaging. */
function gloss(x: number, y: number, h: number, w = 6): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#ffffff" opacity="0.38"/>`;
}

// ---------------------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------------------

type Drawn = {
  svg: string;
  /** Half the width at the base, for the floor shadow. */
  halfBase: number;
  /** Bounding box in local coordinates. */
  width: number;
  height: number;
  /** Centre of the label in local coordinates, the focus of the close-up view. */
  labelCenter: { x: number; y: number };
  labelWidth: number;
};

function drawBottle(spec: ImageSpec): Drawn {
  const { panel, ink } = labelColors(spec);
  const label: Box = { x: -44, y: -160, w: 88, h: 108 };
  const svg = `
    <path d="M -55 -168 Q -55 -198 -26 -204 L -18 -206 L -18 -222 L 18 -222 L 18 -206 L 26 -204 Q 55 -198 55 -168 L 55 -14 Q 55 0 41 0 L -41 0 Q -55 0 -55 -14 Z" fill="url(#body)"/>
    <rect x="-23" y="-264" width="46" height="46" rx="6" fill="url(#cap)"/>
    <rect x="-23" y="-226" width="46" height="6" fill="${shade(spec.accent, 0.25)}" opacity="0.6"/>
    ${labelSvg(label, spec, panel, ink)}
    ${gloss(-40, -185, 170)}
    ${gloss(-16, -258, 34, 4)}`;
  return { svg, halfBase: 55, width: 110, height: 264, labelCenter: { x: 0, y: -106 }, labelWidth: 88 };
}

function drawPump(spec: ImageSpec): Drawn {
  const { panel, ink } = labelColors(spec);
  const label: Box = { x: -44, y: -150, w: 88, h: 100 };
  const svg = `
    <rect x="-7" y="-236" width="14" height="36" fill="${tint(spec.accent, 0.3)}"/>
    <path d="M -27 -252 L 22 -252 L 62 -249 Q 66 -248 66 -244 L 66 -241 Q 66 -238 62 -238 L 24 -238 L 24 -232 Q 24 -228 20 -228 L -23 -228 Q -27 -228 -27 -232 Z" fill="url(#cap)"/>
    <rect x="-21" y="-206" width="42" height="24" rx="4" fill="url(#cap)"/>
    <rect x="-55" y="-188" width="110" height="188" rx="24" fill="url(#body)"/>
    ${labelSvg(label, spec, panel, ink)}
    ${gloss(-42, -170, 150)}`;
  return { svg, halfBase: 55, width: 132, height: 252, labelCenter: { x: 0, y: -100 }, labelWidth: 88 };
}

function drawTube(spec: ImageSpec): Drawn {
  const { panel, ink } = labelColors(spec);
  const label: Box = { x: -38, y: -208, w: 76, h: 96 };
  const crimps = Array.from(
    { length: 16 },
    (_, i) =>
      `<rect x="${-49 + i * 6.4}" y="-255" width="1.3" height="14" fill="${shade(spec.color, 0.25)}" opacity="0.45"/>`,
  ).join('');
  const svg = `
    <rect x="-31" y="-42" width="62" height="42" rx="6" fill="url(#cap)"/>
    ${Array.from({ length: 6 }, (_, i) => `<rect x="${-25 + i * 10}" y="-38" width="2" height="34" fill="${shade(spec.accent, 0.3)}" opacity="0.35"/>`).join('')}
    <path d="M -27 -40 C -31 -88 -50 -140 -50 -196 L -50 -240 L 50 -240 L 50 -196 C 50 -140 31 -88 27 -40 Z" fill="url(#body)"/>
    <rect x="-52" y="-258" width="104" height="20" rx="2" fill="${tint(spec.color, 0.1)}"/>
    <rect x="-52" y="-258" width="104" height="20" rx="2" fill="url(#body)" opacity="0.55"/>
    ${crimps}
    ${labelSvg(label, spec, panel, ink)}
    ${gloss(-38, -230, 150, 5)}`;
  return { svg, halfBase: 31, width: 104, height: 258, labelCenter: { x: 0, y: -160 }, labelWidth: 76 };
}

function drawJar(spec: ImageSpec): Drawn {
  const { panel, ink } = labelColors(spec);
  const label: Box = { x: -66, y: -88, w: 132, h: 66 };
  const ridges = Array.from(
    { length: 22 },
    (_, i) =>
      `<rect x="${-86 + i * 8}" y="-146" width="2" height="40" fill="${shade(spec.accent, 0.3)}" opacity="0.28"/>`,
  ).join('');
  const svg = `
    <rect x="-84" y="-112" width="168" height="112" rx="20" fill="url(#body)"/>
    <rect x="-84" y="-112" width="168" height="10" fill="${shade(spec.color, 0.2)}" opacity="0.5"/>
    <rect x="-90" y="-150" width="180" height="44" rx="9" fill="url(#cap)"/>
    ${ridges}
    <rect x="-90" y="-150" width="180" height="6" rx="3" fill="#ffffff" opacity="0.3"/>
    ${labelSvg(label, spec, panel, ink)}
    ${gloss(-70, -98, 80, 7)}`;
  return { svg, halfBase: 86, width: 180, height: 150, labelCenter: { x: 0, y: -55 }, labelWidth: 132 };
}

function drawDropper(spec: ImageSpec): Drawn {
  const { panel, ink } = labelColors(spec);
  const label: Box = { x: -37, y: -118, w: 74, h: 84 };
  const svg = `
    <path d="M -16 -176 L -16 -208 Q -16 -244 0 -244 Q 16 -244 16 -208 L 16 -176 Z" fill="url(#rubber)"/>
    <rect x="-25" y="-180" width="50" height="28" rx="4" fill="url(#metal)"/>
    <path d="M -45 -112 Q -45 -142 -20 -147 L -20 -156 L 20 -156 L 20 -147 Q 45 -142 45 -112 L 45 -12 Q 45 0 33 0 L -33 0 Q -45 0 -45 -12 Z" fill="url(#body)"/>
    <path d="M -45 -112 Q -45 -142 -20 -147 L -20 -156 L 20 -156 L 20 -147 Q 45 -142 45 -112 L 45 -12 Q 45 0 33 0 L -33 0 Q -45 0 -45 -12 Z" fill="${shade(spec.color, 0.35)}" opacity="0.18"/>
    ${labelSvg(label, spec, panel, ink)}
    ${gloss(-36, -130, 118, 5)}
    ${gloss(-10, -236, 26, 4)}`;
  return { svg, halfBase: 45, width: 90, height: 244, labelCenter: { x: 0, y: -76 }, labelWidth: 74 };
}

function drawSpray(spec: ImageSpec): Drawn {
  const { panel, ink } = labelColors(spec);
  const label: Box = { x: -34, y: -168, w: 68, h: 118 };
  const svg = `
    <path d="M -31 -206 L -31 -240 Q -31 -266 0 -266 Q 31 -266 31 -240 L 31 -206 Z" fill="url(#cap)"/>
    <rect x="-31" y="-247" width="13" height="8" rx="2" fill="${shade(spec.accent, 0.5)}"/>
    <path d="M -42 -176 Q -42 -206 -14 -210 L 14 -210 Q 42 -206 42 -176 L 42 -10 Q 42 0 32 0 L -32 0 Q -42 0 -42 -10 Z" fill="url(#body)"/>
    <rect x="-42" y="-14" width="84" height="5" fill="${shade(spec.color, 0.25)}" opacity="0.4"/>
    ${labelSvg(label, spec, panel, ink)}
    ${gloss(-32, -190, 172, 5)}`;
  return { svg, halfBase: 42, width: 84, height: 266, labelCenter: { x: 0, y: -109 }, labelWidth: 68 };
}

function drawHoneyJar(spec: ImageSpec): Drawn {
  const kraft = '#f4e8cf';
  const ink = brightness(spec.accent) < 0.45 ? spec.accent : shade(spec.accent, 0.45);
  const label: Box = { x: -56, y: -108, w: 112, h: 72 };
  const scallops = Array.from({ length: 12 }, (_, i) => {
    const x = 96 - i * 16;
    return `Q ${x - 8} -124 ${x - 16} -136`;
  }).join(' ');
  const svg = `
    <path d="M -74 -146 Q -84 -144 -84 -128 L -84 -16 Q -84 0 -66 0 L 66 0 Q 84 0 84 -16 L 84 -128 Q 84 -144 74 -146 Z" fill="url(#honey)"/>
    <path d="M -74 -146 Q -84 -144 -84 -128 L -84 -16 Q -84 0 -66 0 L 66 0 Q 84 0 84 -16 L 84 -128 Q 84 -144 74 -146 Z" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2"/>
    <rect x="-72" y="-158" width="144" height="14" rx="3" fill="${tint(spec.color, 0.25)}" opacity="0.9"/>
    <rect x="-78" y="-182" width="156" height="28" rx="6" fill="url(#cap)"/>
    <path d="M -80 -186 Q 0 -204 80 -186 L 96 -136 ${scallops} Z" fill="url(#cloth)"/>
    <path d="M -80 -186 Q 0 -204 80 -186 L 96 -136 ${scallops} Z" fill="url(#body)" opacity="0.12"/>
    <path d="M -86 -158 Q 0 -150 86 -158" fill="none" stroke="#8b6a3e" stroke-width="3"/>
    <path d="M 20 -154 q 14 -14 24 0 q -14 10 -24 0 M 20 -154 q -14 -14 -24 0 q 14 10 24 0 M 20 -154 l 6 24 M 20 -154 l -4 26" fill="none" stroke="#8b6a3e" stroke-width="2.5"/>
    <rect x="${label.x}" y="${label.y}" width="${label.w}" height="${label.h}" rx="10" fill="${kraft}"/>
    <rect x="${label.x + 4}" y="${label.y + 4}" width="${label.w - 8}" height="${label.h - 8}" rx="7" fill="none" stroke="${ink}" stroke-opacity="0.4" stroke-width="1.2"/>
    ${labelSvg(label, spec, null, ink)}
    ${gloss(-70, -130, 110, 8)}
    ${gloss(58, -120, 70, 4)}`;
  return { svg, halfBase: 84, width: 192, height: 204, labelCenter: { x: 0, y: -72 }, labelWidth: 112 };
}

function drawBox(spec: ImageSpec): Drawn {
  const { ink } = labelColors(spec);
  const label: Box = { x: -64, y: -142, w: 108, h: 74 };
  const svg = `
    <path d="M 54 0 L 78 -14 L 78 -214 L 54 -200 Z" fill="${shade(spec.color, 0.2)}"/>
    <path d="M -76 -200 L 54 -200 L 78 -214 L -52 -214 Z" fill="${tint(spec.color, 0.35)}"/>
    <rect x="-76" y="-200" width="130" height="200" fill="url(#boxFront)"/>
    <rect x="-76" y="-200" width="130" height="22" fill="${spec.accent}"/>
    <path d="M 54 -200 L 78 -214 L 78 -192 L 54 -178 Z" fill="${shade(spec.accent, 0.2)}"/>
    <rect x="-76" y="-26" width="130" height="8" fill="${spec.accent}" opacity="0.8"/>
    <path d="M 54 -26 L 78 -40 L 78 -32 L 54 -18 Z" fill="${shade(spec.accent, 0.2)}" opacity="0.8"/>
    ${labelSvg(label, spec, '#fffdf8', ink)}
    <rect x="-76" y="-200" width="3" height="200" fill="#ffffff" opacity="0.35"/>`;
  return { svg, halfBase: 78, width: 156, height: 214, labelCenter: { x: -10, y: -105 }, labelWidth: 108 };
}

function drawBar(spec: ImageSpec): Drawn {
  const stamp = shade(spec.color, 0.35);
  const [main] = labelLines(spec.label);
  const bandInk = shade(spec.accent, 0.45);
  const svg = `
    <rect x="-96" y="-60" width="192" height="60" rx="24" fill="${shade(spec.color, 0.18)}"/>
    <rect x="-96" y="-84" width="192" height="58" rx="24" fill="url(#soapTop)"/>
    <rect x="-84" y="-78" width="168" height="44" rx="18" fill="none" stroke="${stamp}" stroke-opacity="0.35" stroke-width="2"/>
    <text x="-44" y="-50" font-family="${FONT}" font-weight="bold" font-size="14" fill="${stamp}" opacity="0.55" text-anchor="middle">${escapeXml(main.slice(0, 8))}</text>
    <path d="M 0 -84 L 72 -84 L 72 0 L 0 0 Z" fill="#efe2c6"/>
    <path d="M 0 -84 L 72 -84 L 72 -28 L 0 -28 Z" fill="#f6ecd6"/>
    ${labelSvg({ x: 0, y: -84, w: 72, h: 56 }, spec, null, bandInk)}
    <rect x="-78" y="-81" width="76" height="4" rx="2" fill="#ffffff" opacity="0.45"/>`;
  return { svg, halfBase: 96, width: 192, height: 84, labelCenter: { x: 36, y: -56 }, labelWidth: 72 };
}

function drawShape(spec: ImageSpec): Drawn {
  switch (spec.shape) {
    case 'bottle':
      return drawBottle(spec);
    case 'pump':
      return drawPump(spec);
    case 'tube':
      return drawTube(spec);
    case 'jar':
      return drawJar(spec);
    case 'dropper':
      return drawDropper(spec);
    case 'spray':
      return drawSpray(spec);
    case 'honey-jar':
      return drawHoneyJar(spec);
    case 'box':
      return drawBox(spec);
    case 'bar':
      return drawBar(spec);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Scene pieces
// ---------------------------------------------------------------------------------------------------------

function backdrop(horizon: number): string {
  return `<rect width="${VIEW}" height="${VIEW}" fill="url(#bg)"/>
  <rect y="${horizon}" width="${VIEW}" height="${VIEW - horizon}" fill="url(#floor)"/>
  <rect y="${horizon - 6}" width="${VIEW}" height="12" fill="url(#floor)" opacity="0.5" filter="url(#softer)"/>
  <ellipse cx="200" cy="170" rx="190" ry="170" fill="url(#glow)"/>`;
}

function floorShadow(x: number, y: number, halfWidth: number): string {
  return `<ellipse cx="${x}" cy="${y + 2}" rx="${halfWidth * 1.15}" ry="${Math.max(6, halfWidth * 0.16)}" fill="#000000" opacity="0.16" filter="url(#soft)"/>
  <ellipse cx="${x}" cy="${y}" rx="${halfWidth * 0.95}" ry="${Math.max(3, halfWidth * 0.06)}" fill="#000000" opacity="0.22" filter="url(#softer)"/>`;
}

/** Scale that fits the product into a box, so short jars and tall bottles look equally present. */
function fitScale(drawn: Drawn, maxWidth: number, maxHeight: number): number {
  return Math.min(maxWidth / drawn.width, maxHeight / drawn.height);
}

function placed(drawn: Drawn, x: number, baseY: number, scale: number, rotate = 0): string {
  return `<g transform="translate(${x} ${baseY}) rotate(${rotate}) scale(${scale.toFixed(4)})">${drawn.svg}</g>`;
}

function leaf(x: number, y: number, length: number, angle: number, color: string): string {
  const w = length * 0.36;
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <path d="M 0 0 Q ${w} ${-length * 0.45} 0 ${-length} Q ${-w} ${-length * 0.45} 0 0 Z" fill="${color}"/>
    <path d="M 0 -4 L 0 ${-length * 0.92}" stroke="${shade(color, 0.25)}" stroke-width="1.6" opacity="0.6"/>
  </g>`;
}

function branch(x: number, y: number, angle: number, scale: number, color: string): string {
  const leaves = [
    leaf(0, -20, 46, -48, color),
    leaf(0, -48, 44, 42, tint(color, 0.1)),
    leaf(0, -78, 40, -40, shade(color, 0.06)),
    leaf(0, -104, 36, 36, color),
    leaf(0, -120, 32, 0, tint(color, 0.15)),
  ].join('');
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})">
    <path d="M 0 0 Q 6 -60 0 -124" fill="none" stroke="${shade(color, 0.3)}" stroke-width="3"/>${leaves}</g>`;
}

/** Texture swatch for the close-up: what the product looks like out of its pack. */
function swatch(spec: ImageSpec, x: number, y: number): string {
  const { color, accent } = spec;
  switch (spec.shape) {
    case 'dropper':
    case 'spray':
    case 'bottle': {
      // Pale products would give invisible drops; a touch of the accent reads as a clear liquid.
      const liquid = brightness(color) > 0.85 ? mix(color, accent, 0.35) : color;
      return [
        [0, 0, 26],
        [-50, 14, 15],
        [44, 10, 18],
        [-18, 34, 10],
        [28, -30, 9],
      ]
        .map(
          ([dx = 0, dy = 0, r = 10]) => `<g transform="translate(${x + dx} ${y + dy})">
        <ellipse cx="0" cy="${r * 0.55}" rx="${r * 1.05}" ry="${r * 0.3}" fill="#000000" opacity="0.12" filter="url(#softer)"/>
        <path d="M 0 ${-r * 1.25} C ${r * 0.6} ${-r * 0.4} ${r} 0 ${r} ${r * 0.2} A ${r} ${r * 0.55} 0 0 1 ${-r} ${r * 0.2} C ${-r} 0 ${-r * 0.6} ${-r * 0.4} 0 ${-r * 1.25} Z" fill="${liquid}" stroke="${shade(liquid, 0.25)}" stroke-width="1" opacity="0.9"/>
        <ellipse cx="${-r * 0.35}" cy="${-r * 0.15}" rx="${r * 0.18}" ry="${r * 0.32}" fill="#ffffff" opacity="0.75"/>
      </g>`,
        )
        .join('');
    }
    case 'honey-jar':
      return `<g transform="translate(${x} ${y})">
        <ellipse cx="0" cy="36" rx="70" ry="12" fill="#000000" opacity="0.14" filter="url(#softer)"/>
        <ellipse cx="0" cy="30" rx="58" ry="14" fill="${color}" opacity="0.95"/>
        <ellipse cx="-14" cy="26" rx="20" ry="4" fill="#ffffff" opacity="0.4"/>
        <path d="M -4 -30 C -6 -5 -2 10 0 30 L 6 30 C 6 10 8 -5 6 -30 Z" fill="${color}" opacity="0.95"/>
        <g transform="rotate(28 0 -40)">
          <rect x="-6" y="-150" width="12" height="110" rx="5" fill="#c8955c"/>
          <rect x="-6" y="-150" width="4" height="110" rx="2" fill="#ffffff" opacity="0.25"/>
          ${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="0" cy="${-44 + i * 9 - 20}" rx="${18 - Math.abs(i - 2) * 3}" ry="4.5" fill="#b07c45"/>`).join('')}
          <ellipse cx="0" cy="-40" rx="14" ry="18" fill="${color}" opacity="0.9"/>
        </g>
      </g>`;
    case 'bar':
      return [
        [0, 0, 22],
        [-34, 10, 14],
        [30, 12, 16],
        [-12, -20, 12],
        [20, -16, 9],
        [46, -8, 7],
        [-52, -6, 8],
      ]
        .map(
          ([dx = 0, dy = 0, r = 10]) =>
            `<circle cx="${x + dx}" cy="${y + dy}" r="${r}" fill="${tint(color, 0.85)}" stroke="${tint(color, 0.45)}" stroke-width="1.5" opacity="0.92"/>
        <circle cx="${x + dx - r * 0.35}" cy="${y + dy - r * 0.35}" r="${r * 0.22}" fill="#ffffff" opacity="0.9"/>`,
        )
        .join('');
    case 'box':
      return [
        leaf(x - 30, y + 24, 60, -70, '#7fa36a'),
        leaf(x + 8, y + 28, 54, 50, '#93b37c'),
        leaf(x + 30, y + 30, 44, 80, tint(accent, 0.3)),
      ].join('');
    default: {
      // Cream swirl: stacked soft rolls that narrow to a peak, like a dollop on a spatula.
      const cream = tint(color, 0.25);
      const edge = shade(color, 0.2);
      return `<g transform="translate(${x} ${y})">
        <ellipse cx="0" cy="34" rx="84" ry="14" fill="#000000" opacity="0.14" filter="url(#softer)"/>
        <path d="M -78 28 C -86 6 -56 -4 -40 -6 C -52 -24 -24 -38 -6 -34 C -14 -52 10 -66 24 -50 C 30 -42 26 -34 20 -30 C 44 -30 58 -14 48 -4 C 74 -4 90 16 76 28 Z" fill="${cream}" stroke="${edge}" stroke-width="1.4" stroke-opacity="0.55"/>
        <path d="M -60 14 C -30 4 10 6 52 10" fill="none" stroke="${edge}" stroke-width="2" stroke-opacity="0.3"/>
        <path d="M -34 -14 C -10 -22 16 -20 34 -14" fill="none" stroke="${edge}" stroke-width="2" stroke-opacity="0.3"/>
        <path d="M -54 22 C -30 10 0 12 40 16" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.7"/>
        <path d="M -20 -22 C -6 -28 10 -28 20 -24" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.7"/>
      </g>`;
    }
  }
}

function podium(x: number, topY: number, halfWidth: number, height: number, color: string): string {
  return `<ellipse cx="${x}" cy="${topY + height + 2}" rx="${halfWidth * 1.1}" ry="${halfWidth * 0.16}" fill="#000000" opacity="0.14" filter="url(#soft)"/>
  <path d="M ${x - halfWidth} ${topY} L ${x - halfWidth} ${topY + height} A ${halfWidth} ${halfWidth * 0.2} 0 0 0 ${x + halfWidth} ${topY + height} L ${x + halfWidth} ${topY} Z" fill="${shade(color, 0.08)}"/>
  <ellipse cx="${x}" cy="${topY}" rx="${halfWidth}" ry="${halfWidth * 0.2}" fill="${tint(color, 0.35)}"/>`;
}

// ---------------------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------------------

const HORIZON = 268;

function frontView(spec: ImageSpec, drawn: Drawn): string {
  const scale = fitScale(drawn, 250, 280);
  const baseY = 340;
  return [
    backdrop(HORIZON),
    floorShadow(200, baseY, drawn.halfBase * scale),
    placed(drawn, 200, baseY, scale),
  ].join('');
}

/** The product turned slightly, with a second one behind it, like a "2 pieces" shot. */
function pairView(spec: ImageSpec, drawn: Drawn): string {
  const wide = drawn.width > drawn.height * 0.9;
  const front = fitScale(drawn, wide ? 185 : 230, 250);
  const back = front * (wide ? 0.8 : 0.86);
  const backX = wide ? 128 : 148;
  const frontX = wide ? 248 : 250;
  const backBase = wide ? 286 : 312;
  const frontBase = 346;
  return [
    backdrop(HORIZON),
    floorShadow(backX, backBase, drawn.halfBase * back),
    placed(drawn, backX, backBase, back, -4),
    floorShadow(frontX, frontBase, drawn.halfBase * front),
    placed(drawn, frontX, frontBase, front, 5),
  ].join('');
}

/** Close-up on the label with a swatch of the texture in front. */
function closeUpView(spec: ImageSpec, drawn: Drawn): string {
  const scale = Math.min(250 / drawn.labelWidth, 2.4);
  const focusX = 170;
  const focusY = 168;
  const x = focusX - drawn.labelCenter.x * scale;
  const baseY = focusY - drawn.labelCenter.y * scale;
  return [
    backdrop(300),
    `<g opacity="0.98">${placed(drawn, x, baseY, scale)}</g>`,
    `<rect x="0" y="300" width="${VIEW}" height="100" fill="url(#floor)" opacity="0.35"/>`,
    `<g transform="translate(284 330) scale(1.35) translate(-284 -330)">${swatch(spec, 284, 330)}</g>`,
  ].join('');
}

/** Styled shot: product on a podium in front of a soft disc, with a sprig of leaves. */
function lifestyleView(spec: ImageSpec, drawn: Drawn): string {
  const scale = fitScale(drawn, 200, 220);
  const podiumTop = 300;
  const green = '#7fa36a';
  return [
    backdrop(HORIZON),
    `<circle cx="236" cy="176" r="128" fill="${tint(spec.accent, 0.72)}"/>`,
    `<circle cx="236" cy="176" r="128" fill="url(#glow)"/>`,
    `<circle cx="92" cy="92" r="34" fill="${tint(spec.color, 0.4)}" opacity="0.8"/>`,
    branch(70, 330, -18, 1.35, green),
    branch(342, 300, 24, 1.05, shade(green, 0.1)),
    podium(200, podiumTop, 118, 46, tint(spec.background, 0.4)),
    floorShadow(200, podiumTop, drawn.halfBase * scale * 0.9),
    placed(drawn, 200, podiumTop, scale),
    `<circle cx="330" cy="354" r="13" fill="${tint(spec.accent, 0.45)}"/>`,
    `<circle cx="352" cy="362" r="8" fill="${tint(spec.color, 0.2)}"/>`,
  ].join('');
}

function svgDocument(spec: ImageSpec, size: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${VIEW} ${VIEW}">${defs(spec)}${body}</svg>`;
}

function checkSize(size: number): number {
  if (!Number.isInteger(size) || size < 16 || size > 4096) throw new RangeError(`Invalid image size ${size}`);
  return size;
}

async function toWebp(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

// ---------------------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------------------

/**
 * Renders one product photo as WebP. `index` picks the view, like a gallery in a real shop:
 * 0 front packshot, 1 two pieces at an angle, 2 label close-up with a texture swatch, 3 styled shot.
 */
export async function renderProductImage(spec: ImageSpec, index: number, size: number): Promise<Buffer> {
  const safe = safeSpec(spec);
  const drawn = drawShape(safe);
  const views = [frontView, pairView, closeUpView, lifestyleView] as const;
  const view = views[((Math.trunc(index) % views.length) + views.length) % views.length] ?? frontView;
  return toWebp(svgDocument(safe, checkSize(size), view(safe, drawn)));
}

/** Renders a category tile as WebP: the category's typical pack in front of a soft disc. */
export async function renderCategoryImage(spec: ImageSpec, size: number): Promise<Buffer> {
  const safe = safeSpec(spec);
  const drawn = drawShape(safe);
  const scale = fitScale(drawn, 230, 250);
  const baseY = 335;
  const body = [
    backdrop(HORIZON),
    `<circle cx="200" cy="190" r="150" fill="${tint(safe.accent, 0.78)}"/>`,
    `<circle cx="200" cy="190" r="150" fill="url(#glow)"/>`,
    floorShadow(200, baseY, drawn.halfBase * scale),
    placed(drawn, 200, baseY, scale),
  ].join('');
  return toWebp(svgDocument(safe, checkSize(size), body));
}
