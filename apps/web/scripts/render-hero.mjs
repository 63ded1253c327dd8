#!/usr/bin/env node
/**
 * Renders the home hero images (contract §2 Home: two slides, a desktop and a mobile image each) from
 * SVG compositions in the shop palette, so they can be regenerated or restyled at any time:
 *
 *   node apps/web/scripts/render-hero.mjs
 *
 * Output: apps/web/public/hero/{thermal-water,serums}-{desktop,mobile}.webp (desktop 1600x600,
 * mobile 800x800). The images hold no text: the slide's words are HTML over the picture, so they
 * are translated, readable by screen readers and sharp at any size. The left side (desktop) and
 * the top (mobile) stay calm and light for that text.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../public/hero');
const MAX_BYTES = 120 * 1024;

const FORMATS = {
  desktop: { width: 1600, height: 600 },
  mobile: { width: 800, height: 800 },
};

/** Palette of styles.css: brand green, sage tints, warm canvas, honey accent. */
const C = {
  canvas: '#faf7f2',
  brand: '#1f5c45',
  brandStrong: '#184a37',
  sage50: '#f3f7f4',
  sage100: '#eaf1ec',
  sage200: '#dce8e0',
  sage300: '#c5d8cb',
  honey100: '#fdf3dc',
  honey300: '#f6c453',
  honey700: '#8a4a00',
  aqua50: '#eef6f8',
  aqua100: '#dcedf2',
  aqua200: '#bcdbe5',
  aqua400: '#7fb7c9',
};

/** A soft shadow under an object, drawn as a blurred ellipse. */
const shadow = (cx, cy, rx, ry, opacity = 0.18) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#1c1f1d" opacity="${opacity}" filter="url(#soft)"/>`;

/** A water droplet with a highlight, its tip at (x, y). */
function droplet(x, y, size, fill = 'url(#drop)', opacity = 1) {
  const s = size / 40;
  return `<g transform="translate(${x} ${y}) scale(${s})" opacity="${opacity}">
    <path d="M0 0 C 10 16 20 28 20 40 A 20 20 0 0 1 -20 40 C -20 28 -10 16 0 0 Z" fill="${fill}"/>
    <path d="M-9 38 A 10 10 0 0 0 -2 50" stroke="#ffffff" stroke-width="4" stroke-linecap="round" fill="none" opacity="0.85"/>
  </g>`;
}

/** A leaf on a stem, pointing up, its base at (x, y). */
function leaf(x, y, length, angle, fill) {
  const w = length * 0.38;
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <path d="M0 0 C ${w} ${-length * 0.3} ${w * 0.8} ${-length * 0.8} 0 ${-length} C ${-w * 0.8} ${-length * 0.8} ${-w} ${-length * 0.3} 0 0 Z" fill="${fill}"/>
    <path d="M0 -4 L0 ${-length * 0.92}" stroke="#ffffff" stroke-width="2" opacity="0.55" fill="none"/>
  </g>`;
}

/** A tall spray can of thermal water, its base centre at (x, y). */
function sprayCan(x, y, h, accent) {
  const w = h * 0.34;
  const capH = h * 0.16;
  const bodyTop = y - h + capH;
  return `<g>
    ${shadow(x, y + 4, w * 0.62, 10)}
    <rect x="${x - w / 2}" y="${bodyTop}" width="${w}" height="${h - capH}" rx="${w * 0.18}" fill="url(#can)"/>
    <rect x="${x - w / 2}" y="${bodyTop}" width="${w}" height="${h - capH}" rx="${w * 0.18}" fill="none" stroke="${C.aqua200}" stroke-width="2"/>
    <rect x="${x - w / 2}" y="${bodyTop + (h - capH) * 0.34}" width="${w}" height="${(h - capH) * 0.36}" fill="${accent}"/>
    <path d="M${x - w * 0.3} ${bodyTop + (h - capH) * 0.53} q ${w * 0.15} -14 ${w * 0.3} 0 t ${w * 0.3} 0" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M${x - w * 0.3} ${bodyTop + (h - capH) * 0.6} q ${w * 0.15} -14 ${w * 0.3} 0 t ${w * 0.3} 0" stroke="#ffffff" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.7"/>
    <rect x="${x - w * 0.3}" y="${bodyTop + (h - capH) * 0.78}" width="${w * 0.6}" height="6" rx="3" fill="${C.aqua200}"/>
    <rect x="${x - w * 0.2}" y="${bodyTop + (h - capH) * 0.84}" width="${w * 0.4}" height="5" rx="2.5" fill="${C.aqua200}"/>
    <rect x="${x - w * 0.36}" y="${y - h}" width="${w * 0.72}" height="${capH + 6}" rx="${w * 0.12}" fill="url(#cap)"/>
    <rect x="${x - w * 0.08}" y="${y - h - 12}" width="${w * 0.16}" height="16" rx="4" fill="${C.brandStrong}"/>
    <rect x="${x - w / 2 + 8}" y="${bodyTop + 10}" width="${w * 0.12}" height="${(h - capH) * 0.8}" rx="${w * 0.06}" fill="#ffffff" opacity="0.6"/>
  </g>`;
}

/** A fine mist leaving a spray nozzle at (x, y) to the left. */
function mist(x, y) {
  const dots = [];
  for (let i = 0; i < 38; i++) {
    const t = i / 38;
    const dx = -20 - t * 210 - ((i * 37) % 23);
    const dy = ((i * 53) % 90) - 45 + t * 10;
    const r = 2 + ((i * 7) % 5);
    dots.push(
      `<circle cx="${x + dx}" cy="${y + dy * (0.35 + t)}" r="${r}" fill="${C.aqua400}" opacity="${(0.55 - t * 0.4).toFixed(2)}"/>`,
    );
  }
  return `<g filter="url(#blur1)">${dots.join('')}</g>`;
}

/** A dropper bottle of serum, its base centre at (x, y). */
function dropperBottle(x, y, h, glass, liquid, bulb) {
  const w = h * 0.46;
  const bodyH = h * 0.62;
  const bodyTop = y - bodyH;
  const neckW = w * 0.42;
  const collarH = h * 0.1;
  const bulbH = h * 0.26;
  return `<g>
    ${shadow(x, y + 4, w * 0.6, 10)}
    <path d="M${x - w / 2} ${y - 14} L${x - w / 2} ${bodyTop + w * 0.28} Q${x - w / 2} ${bodyTop} ${x - neckW / 2} ${bodyTop} L${x + neckW / 2} ${bodyTop} Q${x + w / 2} ${bodyTop} ${x + w / 2} ${bodyTop + w * 0.28} L${x + w / 2} ${y - 14} Q${x + w / 2} ${y} ${x + w / 2 - 14} ${y} L${x - w / 2 + 14} ${y} Q${x - w / 2} ${y} ${x - w / 2} ${y - 14} Z" fill="${glass}"/>
    <path d="M${x - w / 2 + 6} ${bodyTop + bodyH * 0.38} L${x + w / 2 - 6} ${bodyTop + bodyH * 0.38} L${x + w / 2 - 6} ${y - 16} Q${x + w / 2 - 6} ${y - 6} ${x + w / 2 - 16} ${y - 6} L${x - w / 2 + 16} ${y - 6} Q${x - w / 2 + 6} ${y - 6} ${x - w / 2 + 6} ${y - 16} Z" fill="${liquid}" opacity="0.85"/>
    <rect x="${x - w * 0.36}" y="${bodyTop + bodyH * 0.46}" width="${w * 0.72}" height="${bodyH * 0.34}" rx="6" fill="#ffffff" opacity="0.92"/>
    <circle cx="${x}" cy="${bodyTop + bodyH * 0.58}" r="${w * 0.1}" fill="${C.brand}"/>
    <rect x="${x - w * 0.22}" y="${bodyTop + bodyH * 0.7}" width="${w * 0.44}" height="5" rx="2.5" fill="${C.sage300}"/>
    <rect x="${x - w / 2 + 8}" y="${bodyTop + w * 0.22}" width="${w * 0.1}" height="${bodyH * 0.64}" rx="${w * 0.05}" fill="#ffffff" opacity="0.45"/>
    <rect x="${x - neckW / 2 - 4}" y="${bodyTop - collarH}" width="${neckW + 8}" height="${collarH + 4}" rx="5" fill="url(#collar)"/>
    <path d="M${x - neckW * 0.42} ${bodyTop - collarH} L${x - neckW * 0.42} ${bodyTop - collarH - bulbH * 0.55} Q${x - neckW * 0.42} ${bodyTop - collarH - bulbH} ${x} ${bodyTop - collarH - bulbH} Q${x + neckW * 0.42} ${bodyTop - collarH - bulbH} ${x + neckW * 0.42} ${bodyTop - collarH - bulbH * 0.55} L${x + neckW * 0.42} ${bodyTop - collarH} Z" fill="${bulb}"/>
    <rect x="${x - neckW * 0.42 + 5}" y="${bodyTop - collarH - bulbH * 0.78}" width="5" height="${bulbH * 0.5}" rx="2.5" fill="#ffffff" opacity="0.35"/>
  </g>`;
}

/** A loose pipette dripping a golden drop, its tip at (x, y). */
function pipette(x, y, length, angle) {
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <rect x="-5" y="${-length}" width="10" height="${length * 0.72}" rx="5" fill="#ffffff" opacity="0.9" stroke="${C.honey300}" stroke-width="2"/>
    <rect x="-4" y="${-length * 0.55}" width="8" height="${length * 0.27}" rx="4" fill="${C.honey300}" opacity="0.9"/>
    <path d="M-5 ${-length * 0.28} L0 0 L5 ${-length * 0.28} Z" fill="#ffffff" stroke="${C.honey300}" stroke-width="2"/>
    <rect x="-13" y="${-length - 16}" width="26" height="20" rx="5" fill="${C.honey700}"/>
    <path d="M-11 ${-length - 16} Q-11 ${-length - 58} 0 ${-length - 58} Q11 ${-length - 58} 11 ${-length - 16} Z" fill="${C.brand}"/>
  </g>`;
}

const DEFS = `<defs>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>
  <filter id="blur1" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="1.2"/></filter>
  <filter id="blur30" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="30"/></filter>
  <linearGradient id="can" x1="0" x2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="${C.aqua50}"/><stop offset="1" stop-color="${C.aqua100}"/></linearGradient>
  <linearGradient id="cap" x1="0" x2="1"><stop offset="0" stop-color="${C.brand}"/><stop offset="1" stop-color="${C.brandStrong}"/></linearGradient>
  <linearGradient id="collar" x1="0" x2="1"><stop offset="0" stop-color="#d9b25a"/><stop offset="0.5" stop-color="#f3dca0"/><stop offset="1" stop-color="#b8913f"/></linearGradient>
  <radialGradient id="drop" cx="0.4" cy="0.65" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${C.aqua400}"/></radialGradient>
  <radialGradient id="honeydrop" cx="0.4" cy="0.65" r="0.7"><stop offset="0" stop-color="#fff3cf"/><stop offset="1" stop-color="#e2a52c"/></radialGradient>
  <linearGradient id="amber" x1="0" x2="1"><stop offset="0" stop-color="#b8742a"/><stop offset="0.5" stop-color="#d99a4a"/><stop offset="1" stop-color="#9c5d1c"/></linearGradient>
  <linearGradient id="frost" x1="0" x2="1"><stop offset="0" stop-color="#f4f1ea"/><stop offset="0.5" stop-color="#ffffff"/><stop offset="1" stop-color="#e6e0d2"/></linearGradient>
  <linearGradient id="sageglass" x1="0" x2="1"><stop offset="0" stop-color="#8fb39c"/><stop offset="0.5" stop-color="#b6d0bf"/><stop offset="1" stop-color="#7a9f88"/></linearGradient>
</defs>`;

/** The thermal-water still life in a 760x560 box: three spray cans, mist, droplets, ripples. */
function thermalCluster() {
  return `
    <ellipse cx="420" cy="520" rx="330" ry="34" fill="${C.aqua100}"/>
    <ellipse cx="420" cy="520" rx="250" ry="22" fill="none" stroke="${C.aqua200}" stroke-width="3"/>
    <ellipse cx="420" cy="520" rx="170" ry="14" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.8"/>
    ${leaf(130, 520, 170, -28, C.sage300)}
    ${leaf(150, 522, 130, -8, C.brand)}
    ${leaf(690, 522, 150, 26, C.sage300)}
    ${leaf(670, 524, 110, 8, '#3f7a61')}
    ${sprayCan(300, 512, 300, C.brand)}
    ${mist(436, 112)}
    ${sprayCan(450, 516, 400, '#2d7a5c')}
    ${sprayCan(585, 512, 250, C.aqua400)}
    ${droplet(660, 150, 54)}
    ${droplet(715, 250, 34, 'url(#drop)', 0.9)}
    ${droplet(220, 90, 30, 'url(#drop)', 0.85)}
    ${droplet(120, 300, 42)}
    ${droplet(740, 390, 26, 'url(#drop)', 0.8)}
  `;
}

/** The serum still life in a 760x560 box: three dropper bottles, a pipette, golden drops, leaves. */
function serumCluster() {
  return `
    <ellipse cx="400" cy="522" rx="330" ry="30" fill="${C.honey100}"/>
    <circle cx="560" cy="250" r="150" fill="${C.honey100}" opacity="0.9"/>
    ${leaf(110, 524, 200, -24, C.sage300)}
    ${leaf(140, 526, 150, -4, C.brand)}
    ${leaf(700, 524, 170, 22, C.sage300)}
    ${leaf(672, 526, 120, 6, '#3f7a61')}
    ${dropperBottle(270, 516, 300, 'url(#frost)', '#f3e3b5', C.brand)}
    ${dropperBottle(430, 518, 380, 'url(#amber)', '#7a3f0c', C.brandStrong)}
    ${dropperBottle(580, 516, 260, 'url(#sageglass)', '#4f7f63', C.honey700)}
    ${pipette(670, 250, 150, 24)}
    ${droplet(670, 268, 36, 'url(#honeydrop)')}
    ${droplet(674, 330, 24, 'url(#honeydrop)', 0.85)}
    ${droplet(150, 170, 30, 'url(#honeydrop)', 0.8)}
    ${droplet(90, 330, 22, 'url(#honeydrop)', 0.7)}
  `;
}

const SLIDES = {
  'thermal-water': {
    background: [C.sage50, C.aqua50, C.aqua100],
    glow: C.aqua100,
    cluster: thermalCluster,
  },
  serums: {
    background: [C.sage50, '#f8f4ea', C.honey100],
    glow: C.sage100,
    cluster: serumCluster,
  },
};

function compose(slide, format) {
  const { width, height } = FORMATS[format];
  const [from, mid, to] = slide.background;
  // Desktop: the still life on the right, text on the left. Mobile: still life below, text above.
  const placement =
    format === 'desktop'
      ? { x: 800, y: 40, scale: 1, glow: { cx: 1200, cy: 300, r: 380 }, dir: 'x1="0" y1="0" x2="1" y2="0"' }
      : {
          x: 77,
          y: 350,
          scale: 0.85,
          glow: { cx: 400, cy: 590, r: 300 },
          dir: 'x1="0" y1="0" x2="0" y2="1"',
        };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${DEFS}
    <linearGradient id="bg" ${placement.dir}>
      <stop offset="0" stop-color="${from}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <circle cx="${placement.glow.cx}" cy="${placement.glow.cy}" r="${placement.glow.r}" fill="#ffffff" opacity="0.7" filter="url(#blur30)"/>
    <circle cx="${placement.glow.cx - 120}" cy="${placement.glow.cy - 60}" r="${placement.glow.r * 0.5}" fill="${slide.glow}" opacity="0.9" filter="url(#blur30)"/>
    <g transform="translate(${placement.x} ${placement.y}) scale(${placement.scale})">${slide.cluster()}</g>
  </svg>`;
}

await mkdir(outDir, { recursive: true });
for (const [name, slide] of Object.entries(SLIDES)) {
  for (const format of Object.keys(FORMATS)) {
    const file = path.join(outDir, `${name}-${format}.webp`);
    // High quality: the soft gradients band visibly below ~90, and the files stay small anyway.
    await sharp(Buffer.from(compose(slide, format)))
      .webp({ quality: 95, effort: 6, smartSubsample: true })
      .toFile(file);
    const { size } = await stat(file);
    const note = size > MAX_BYTES ? '  (over the 120 KB budget!)' : '';
    console.log(`${path.relative(process.cwd(), file)}  ${(size / 1024).toFixed(1)} KB${note}`);
    if (size > MAX_BYTES) process.exitCode = 1;
  }
}
