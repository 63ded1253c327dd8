/**
 * Cover images for the demo blog: abstract compositions in the shop's palette (deep green, sage,
 * warm off-white, a honey accent), drawn as SVG and rasterised by sharp, so a fresh install has
 * attractive covers without any network access. Each post picks a motif that hints at its subject.
 *
 * Scenes are drawn in a fixed 1200 × 675 coordinate space (16:9) and scaled to the requested width.
 */
import { loadSharp } from '../lib/image-processing';

export const BLOG_COVER_WIDTH = 1200;
export const BLOG_COVER_HEIGHT = 675;

const W = 1200;
const H = 675;

export type BlogCoverMotif =
  'layers' | 'ripples' | 'drops' | 'sun' | 'bubbles' | 'citrus' | 'leaves' | 'honeycomb';

export type BlogCoverSpec = {
  motif: BlogCoverMotif;
  /** A seed that varies the details (positions, sizes) of the same motif. */
  variant: number;
};

/** The shop palette. */
export const PALETTE = {
  green: '#1f5c46',
  greenDark: '#163f31',
  sage: '#9db8a4',
  sageLight: '#d5e2d7',
  cream: '#f7f3ec',
  sand: '#efe6d8',
  honey: '#d9a441',
  honeyLight: '#f1d59a',
  water: '#a9cfcb',
  clay: '#e7c7b2',
} as const;

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  const channel = (i: 0 | 1 | 2) =>
    Math.round(ca[i] + (cb[i] - ca[i]) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

const tint = (color: string, t: number) => mix(color, '#ffffff', t);
const shade = (color: string, t: number) => mix(color, '#000000', t);

/** mulberry32, seeded by the variant: the same spec always draws the same picture. */
function random(seed: number): () => number {
  let a = (seed * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);

function defs(): string {
  const { green, sage, cream, sand, honey, honeyLight, water } = PALETTE;
  return `<defs>
  <linearGradient id="paper" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${tint(cream, 0.4)}"/>
    <stop offset="0.6" stop-color="${cream}"/>
    <stop offset="1" stop-color="${sand}"/>
  </linearGradient>
  <linearGradient id="deep" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${tint(green, 0.08)}"/>
    <stop offset="1" stop-color="${shade(green, 0.25)}"/>
  </linearGradient>
  <radialGradient id="honeyGlow" cx="0.4" cy="0.38" r="0.7">
    <stop offset="0" stop-color="${tint(honey, 0.55)}"/>
    <stop offset="0.55" stop-color="${honey}"/>
    <stop offset="1" stop-color="${shade(honey, 0.18)}"/>
  </radialGradient>
  <radialGradient id="sageGlow" cx="0.4" cy="0.35" r="0.75">
    <stop offset="0" stop-color="${tint(sage, 0.5)}"/>
    <stop offset="1" stop-color="${sage}"/>
  </radialGradient>
  <radialGradient id="waterGlow" cx="0.35" cy="0.3" r="0.8">
    <stop offset="0" stop-color="${tint(water, 0.7)}"/>
    <stop offset="0.6" stop-color="${water}"/>
    <stop offset="1" stop-color="${shade(water, 0.12)}"/>
  </radialGradient>
  <radialGradient id="light" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="honeyFlow" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${honeyLight}"/>
    <stop offset="1" stop-color="${honey}"/>
  </linearGradient>
  <filter id="blur" x="-40%" y="-40%" width="180%" height="180%"><feGaussianBlur stdDeviation="40"/></filter>
  <filter id="softBlur" x="-40%" y="-40%" width="180%" height="180%"><feGaussianBlur stdDeviation="10"/></filter>
  <filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>
</defs>`;
}

/** Warm paper with two soft pools of colour: the common ground of every cover. */
function ground(rng: () => number, glow: string, second: string): string {
  const x1 = 180 + rng() * 260;
  const x2 = 820 + rng() * 220;
  return `<rect width="${W}" height="${H}" fill="url(#paper)"/>
  <circle cx="${f(x1)}" cy="${f(520 + rng() * 80)}" r="260" fill="${glow}" opacity="0.35" filter="url(#blur)"/>
  <circle cx="${f(x2)}" cy="${f(120 + rng() * 80)}" r="240" fill="${second}" opacity="0.3" filter="url(#blur)"/>`;
}

/** A leaf along its own axis (base at 0,0, tip at 0,-length), with a midrib. */
function leaf(x: number, y: number, length: number, angle: number, color: string, vein = true): string {
  const w = length * 0.36;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">
    <path d="M 0 0 C ${f(-w)} ${f(-length * 0.25)} ${f(-w * 0.8)} ${f(-length * 0.8)} 0 ${f(-length)} C ${f(w * 0.8)} ${f(-length * 0.8)} ${f(w)} ${f(-length * 0.25)} 0 0 Z" fill="${color}"/>
    ${vein ? `<path d="M 0 0 L 0 ${f(-length * 0.92)}" stroke="${tint(color, 0.35)}" stroke-width="${f(Math.max(1.5, length / 60))}" stroke-linecap="round" opacity="0.7"/>` : ''}
  </g>`;
}

/** A curved stem with leaves on alternating sides. */
function sprig(x: number, y: number, length: number, angle: number, color: string, leaves = 7): string {
  const parts = [
    `<path d="M 0 0 C ${f(length * 0.12)} ${f(-length * 0.35)} ${f(-length * 0.08)} ${f(-length * 0.7)} ${f(length * 0.05)} ${f(-length)}" stroke="${shade(color, 0.1)}" stroke-width="${f(length / 90)}" fill="none" stroke-linecap="round"/>`,
  ];
  for (let i = 0; i < leaves; i++) {
    const t = 0.18 + (i / leaves) * 0.8;
    const side = i % 2 === 0 ? -1 : 1;
    const size = length * (0.3 - t * 0.14);
    parts.push(leaf(Math.sin(t * 3) * length * 0.03, -length * t, size, side * (48 - t * 18), color));
  }
  parts.push(leaf(length * 0.05, -length, length * 0.16, 4, color));
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">${parts.join('')}</g>`;
}

function drop(x: number, y: number, size: number, fill: string, highlight = true): string {
  const s = size;
  return `<g transform="translate(${f(x)} ${f(y)})">
    <path d="M 0 ${f(-s)} C ${f(s * 0.35)} ${f(-s * 0.45)} ${f(s * 0.62)} ${f(-s * 0.12)} ${f(s * 0.62)} ${f(s * 0.22)} A ${f(s * 0.62)} ${f(s * 0.62)} 0 0 1 ${f(-s * 0.62)} ${f(s * 0.22)} C ${f(-s * 0.62)} ${f(-s * 0.12)} ${f(-s * 0.35)} ${f(-s * 0.45)} 0 ${f(-s)} Z" fill="${fill}"/>
    ${highlight ? `<ellipse cx="${f(-s * 0.22)}" cy="${f(s * 0.05)}" rx="${f(s * 0.1)}" ry="${f(s * 0.2)}" fill="#ffffff" opacity="0.6" transform="rotate(20 ${f(-s * 0.22)} ${f(s * 0.05)})"/>` : ''}
  </g>`;
}

function hexagon(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`;
  });
  return points.join(' ');
}

// ---------------------------------------------------------------------------------------------------------
// Motifs
// ---------------------------------------------------------------------------------------------------------

/** Steps of a routine: four discs in a rising line, from light to rich, joined by a thin path. */
function layers(rng: () => number): string {
  const { green, sage, sageLight, honey, water } = PALETTE;
  const colors = [sageLight, water, honey, green];
  const discs = colors.map((color, i) => {
    const cx = 250 + i * 230;
    const cy = 470 - i * 85;
    const r = 92 + i * 22;
    return { cx, cy, r, color };
  });
  return [
    ground(rng, sage, PALETTE.honeyLight),
    `<path d="M 120 560 C 400 540 700 330 1100 150" stroke="${sage}" stroke-width="3" fill="none" stroke-dasharray="2 14" stroke-linecap="round"/>`,
    ...discs.map(
      (
        d,
        i,
      ) => `<ellipse cx="${d.cx + 12}" cy="${d.cy + d.r * 0.92}" rx="${f(d.r * 0.8)}" ry="${f(d.r * 0.16)}" fill="${PALETTE.greenDark}" opacity="0.12" filter="url(#softBlur)"/>
      <circle cx="${d.cx}" cy="${d.cy}" r="${d.r}" fill="${d.color}" opacity="${i === 3 ? 1 : 0.94}"/>
      <circle cx="${d.cx - d.r * 0.3}" cy="${d.cy - d.r * 0.32}" r="${f(d.r * 0.45)}" fill="url(#light)" opacity="0.55"/>
      <circle cx="${d.cx}" cy="${d.cy}" r="${f(d.r * 0.72)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`,
    ),
    leaf(1010, 200, 120, 35, tint(sage, 0.2)),
    leaf(1030, 210, 90, 80, tint(sage, 0.4)),
    drop(150, 250, 46, tint(water, 0.2)),
  ].join('');
}

/** Calm: slow concentric ripples on sage and a soft blush disc, nothing sharp. */
function ripples(rng: () => number): string {
  const { sage, sageLight, green, clay } = PALETTE;
  const cx = 760 + rng() * 60;
  const cy = 360;
  const rings = Array.from({ length: 9 }, (_, i) => {
    const r = 70 + i * 58;
    const color = i % 3 === 2 ? green : sage;
    return `<ellipse cx="${f(cx)}" cy="${cy}" rx="${r}" ry="${f(r * 0.62)}" fill="none" stroke="${color}" stroke-width="${i % 3 === 2 ? 3 : 2}" opacity="${f(0.75 - i * 0.06)}"/>`;
  });
  return [
    ground(rng, sageLight, clay),
    `<ellipse cx="${f(cx)}" cy="${cy}" rx="140" ry="88" fill="url(#sageGlow)"/>`,
    ...rings,
    `<circle cx="300" cy="250" r="150" fill="${clay}" opacity="0.75"/>`,
    `<circle cx="260" cy="210" r="70" fill="url(#light)" opacity="0.6"/>`,
    sprig(210, 620, 330, -12, tint(green, 0.15), 6),
  ].join('');
}

/** Thermal water: a large glossy drop with smaller ones and a fine mist. */
function drops(rng: () => number): string {
  const { water, sage, green } = PALETTE;
  const mist = Array.from({ length: 70 }, () => {
    const x = 560 + rng() * 600;
    const y = 60 + rng() * 560;
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(2 + rng() * 6)}" fill="#ffffff" opacity="${f(0.4 + rng() * 0.5)}"/>`;
  });
  return [
    ground(rng, water, sage),
    `<rect x="0" y="470" width="${W}" height="205" fill="${tint(water, 0.45)}" opacity="0.55"/>`,
    `<path d="M 0 470 C 200 440 420 500 640 468 S 1020 440 1200 470" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.8"/>`,
    `<ellipse cx="430" cy="560" rx="170" ry="26" fill="${shade(water, 0.3)}" opacity="0.25" filter="url(#softBlur)"/>`,
    drop(430, 380, 200, 'url(#waterGlow)'),
    `<path d="M 360 300 C 340 350 350 420 390 460" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.35" stroke-linecap="round"/>`,
    drop(720, 250, 70, tint(water, 0.15)),
    drop(820, 420, 48, tint(water, 0.3)),
    drop(640, 470, 34, tint(sage, 0.2)),
    ...mist,
    leaf(1040, 600, 170, -30, green),
    leaf(1080, 610, 120, 20, tint(green, 0.3)),
  ].join('');
}

/** Sun protection: a honey sun with soft arcs of light and a green shield of shade. */
function sun(rng: () => number): string {
  const { honey, honeyLight, sage, cream } = PALETTE;
  const cx = 820;
  const cy = 300;
  const arcs = Array.from(
    { length: 5 },
    (_, i) =>
      `<circle cx="${cx}" cy="${cy}" r="${200 + i * 55}" fill="none" stroke="${honey}" stroke-width="${f(6 - i)}" opacity="${f(0.5 - i * 0.08)}"/>`,
  );
  const rays = Array.from({ length: 24 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 24;
    const r1 = 190;
    const r2 = 230 + (i % 2) * 30;
    return `<line x1="${f(cx + r1 * Math.cos(a))}" y1="${f(cy + r1 * Math.sin(a))}" x2="${f(cx + r2 * Math.cos(a))}" y2="${f(cy + r2 * Math.sin(a))}" stroke="${honey}" stroke-width="4" stroke-linecap="round" opacity="0.6"/>`;
  });
  return [
    ground(rng, honeyLight, sage),
    ...arcs,
    ...rays,
    `<circle cx="${cx}" cy="${cy}" r="160" fill="url(#honeyGlow)"/>`,
    `<circle cx="${cx - 50}" cy="${cy - 55}" r="70" fill="url(#light)" opacity="0.6"/>`,
    `<path d="M 0 540 C 300 500 600 580 900 540 S 1150 520 1200 530 L 1200 675 L 0 675 Z" fill="${tint(sage, 0.35)}"/>`,
    `<path d="M 0 590 C 260 560 560 630 880 590 S 1140 580 1200 585 L 1200 675 L 0 675 Z" fill="${sage}" opacity="0.8"/>`,
    `<g transform="translate(300 330)">
      <path d="M 0 -190 C 70 -150 130 -140 170 -140 L 170 -10 C 170 90 90 150 0 190 C -90 150 -170 90 -170 -10 L -170 -140 C -130 -140 -70 -150 0 -190 Z" fill="url(#deep)"/>
      <path d="M 0 -150 C 55 -118 100 -110 130 -110 L 130 -12 C 130 65 70 112 0 145 Z" fill="#ffffff" opacity="0.12"/>
      <path d="M -62 0 L -16 48 L 70 -50" stroke="${cream}" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    </g>`,
  ].join('');
}

/** Skin that clears: a field of small bubbles thinning out towards a smooth sage disc and a leaf. */
function bubbles(rng: () => number): string {
  const { clay, sageLight, green } = PALETTE;
  const dots: string[] = [];
  for (let i = 0; i < 90; i++) {
    const x = rng() * 640;
    const density = 1 - x / 640;
    if (rng() > density + 0.15) continue;
    const y = 60 + rng() * 560;
    const r = 4 + rng() * 16 * (0.4 + density);
    dots.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${rng() > 0.5 ? clay : tint(clay, 0.35)}" opacity="${f(0.5 + rng() * 0.45)}"/>`,
    );
  }
  return [
    ground(rng, clay, sageLight),
    ...dots,
    `<circle cx="840" cy="340" r="230" fill="url(#sageGlow)"/>`,
    `<circle cx="780" cy="270" r="110" fill="url(#light)" opacity="0.5"/>`,
    `<circle cx="840" cy="340" r="230" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.5"/>`,
    leaf(880, 460, 210, 25, green),
    leaf(860, 470, 150, -35, tint(green, 0.25)),
    `<circle cx="1080" cy="560" r="40" fill="${sageLight}"/>`,
  ].join('');
}

/** Vitamin C: a halved citrus in honey tones, with a leaf and a few drops of serum. */
function citrus(rng: () => number): string {
  const { honey, honeyLight, green, cream, sage } = PALETTE;
  const cx = 770;
  const cy = 330;
  const segments = Array.from({ length: 10 }, (_, i) => {
    const a0 = (Math.PI * 2 * i) / 10 + 0.05;
    const a1 = (Math.PI * 2 * (i + 1)) / 10 - 0.05;
    const r0 = 22;
    const r1 = 178;
    const p = (a: number, r: number) => `${f(cx + r * Math.cos(a))} ${f(cy + r * Math.sin(a))}`;
    return `<path d="M ${p(a0, r0)} L ${p(a0, r1)} A ${r1} ${r1} 0 0 1 ${p(a1, r1)} L ${p(a1, r0)} Z" fill="url(#honeyGlow)" opacity="0.95"/>`;
  });
  return [
    ground(rng, honeyLight, sage),
    `<ellipse cx="${cx + 20}" cy="${cy + 215}" rx="200" ry="30" fill="${PALETTE.greenDark}" opacity="0.14" filter="url(#softBlur)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="212" fill="${shade(honey, 0.05)}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="196" fill="${cream}"/>`,
    ...segments,
    `<circle cx="${cx}" cy="${cy}" r="18" fill="${cream}"/>`,
    `<circle cx="${cx - 60}" cy="${cy - 70}" r="90" fill="url(#light)" opacity="0.35"/>`,
    leaf(1010, 200, 200, 40, green),
    leaf(1000, 210, 140, 95, tint(green, 0.25)),
    drop(300, 300, 70, honeyLight),
    drop(390, 430, 44, tint(honey, 0.25)),
    drop(240, 470, 30, tint(honey, 0.4)),
    `<circle cx="320" cy="300" r="150" fill="${honey}" opacity="0.12"/>`,
  ].join('');
}

/** Natural cosmetics: botanical sprigs in greens over a pale sun. */
function leaves(rng: () => number): string {
  const { green, sage, sageLight, honeyLight } = PALETTE;
  return [
    ground(rng, sageLight, honeyLight),
    `<circle cx="760" cy="300" r="220" fill="${honeyLight}" opacity="0.7"/>`,
    `<circle cx="700" cy="250" r="120" fill="url(#light)" opacity="0.5"/>`,
    sprig(420, 700, 560, 18, tint(sage, 0.1), 9),
    sprig(640, 720, 640, -6, green, 10),
    sprig(900, 700, 470, -24, tint(green, 0.3), 8),
    `<circle cx="240" cy="160" r="26" fill="${PALETTE.honey}" opacity="0.85"/>`,
    `<circle cx="1080" cy="520" r="16" fill="${PALETTE.honey}" opacity="0.7"/>`,
  ].join('');
}

/** Honey: a honeycomb in honey tints, one cell dripping, with a green leaf. */
function honeycomb(rng: () => number): string {
  const { honey, honeyLight, green, sage } = PALETTE;
  const r = 62;
  const cells: string[] = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 6; col++) {
      const cx = 560 + col * r * Math.sqrt(3) + (row % 2) * ((r * Math.sqrt(3)) / 2);
      const cy = 40 + row * r * 1.5;
      const distance = Math.hypot(cx - 820, cy - 260);
      if (distance > 360) continue;
      const full = rng() > 0.35;
      cells.push(
        `<polygon points="${hexagon(cx, cy, r - 5)}" fill="${full ? 'url(#honeyGlow)' : tint(honeyLight, 0.4)}" stroke="${tint(honey, 0.5)}" stroke-width="4" opacity="${f(Math.max(0.35, 1 - distance / 420))}"/>`,
      );
    }
  }
  return [
    ground(rng, honeyLight, sage),
    ...cells,
    // Honey running from the lowest full cell of the comb's centre column.
    `<polygon points="${hexagon(721.6, 319, r - 5)}" fill="url(#honeyGlow)" stroke="${tint(honey, 0.5)}" stroke-width="4"/>`,
    `<path d="M 711 360 C 713 400 715 440 714 470 C 713 492 706 506 706 520 A 15.6 15.6 0 0 0 737.2 520 C 737.2 506 730 492 729 470 C 728 440 730 400 732 360 Z" fill="url(#honeyFlow)"/>`,
    drop(721.6, 574, 20, honey),
    `<circle cx="300" cy="360" r="170" fill="${tint(honey, 0.2)}" opacity="0.22"/>`,
    `<circle cx="300" cy="360" r="110" fill="url(#honeyGlow)" opacity="0.9"/>`,
    `<circle cx="265" cy="320" r="45" fill="url(#light)" opacity="0.6"/>`,
    leaf(170, 560, 200, -40, green),
    leaf(200, 575, 140, 10, tint(green, 0.3)),
  ].join('');
}

const MOTIFS: Record<BlogCoverMotif, (rng: () => number) => string> = {
  layers,
  ripples,
  drops,
  sun,
  bubbles,
  citrus,
  leaves,
  honeycomb,
};

/** The cover as SVG text (tests and previews). */
export function blogCoverSvg(spec: BlogCoverSpec, width = BLOG_COVER_WIDTH): string {
  const height = Math.round((width * H) / W);
  const draw = MOTIFS[spec.motif];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">${defs()}${draw(random(spec.variant))}</svg>`;
}

/** Renders a cover as WebP, 16:9, `width` pixels wide (1200 by default). */
export async function renderBlogCover(spec: BlogCoverSpec, width = BLOG_COVER_WIDTH): Promise<Buffer> {
  if (!Number.isInteger(width) || width < 32 || width > 4096) throw new RangeError(`Invalid width ${width}`);
  const sharp = await loadSharp();
  return sharp(Buffer.from(blogCoverSvg(spec, width)))
    .webp({ quality: 82 })
    .toBuffer();
}
