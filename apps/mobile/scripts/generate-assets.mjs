#!/usr/bin/env node
/**
 * Draws the native app's icons and launch screens from the shop's own mark, the web app's
 * favicon (apps/web/public/favicon.svg: the leaf on a rounded green square), with sharp, offline:
 *
 *   node apps/mobile/scripts/generate-assets.mjs
 *
 * Its output is committed, over the images `cap add` put in the projects:
 * - Android: the launcher icon (mdpi…xxxhdpi), round and square, and the adaptive icon's
 *   foreground (the mark's square in the middle two thirds) on the green of values/ic_launcher_background;
 *   the launch screen `splash.png` (portrait, landscape and the default).
 * - iOS: the 1024 px App Store icon (opaque, square: iOS rounds it) and the 2732 px launch image.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const mobile = path.resolve(here, '..');
const androidRes = path.join(mobile, 'android/app/src/main/res');
const iosAssets = path.join(mobile, 'ios/App/App/Assets.xcassets');

const favicon = await readFile(path.resolve(mobile, '../web/public/favicon.svg'), 'utf8');
const square = /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{6})"[^>]*\/>/.exec(favicon);
const viewBox = /viewBox="0 0 (\d+) \1"/.exec(favicon);
if (!square || !viewBox) throw new Error('favicon.svg is no longer a square mark on a filled <rect>');
const brand = square[1];
const size = Number(viewBox[1]);
/** The mark without its square: what stands on the brand colour. */
const mark = favicon.slice(favicon.indexOf('>') + 1, favicon.lastIndexOf('</svg>')).replace(square[0], '');

/** The mark alone, filling `share` of a square canvas of the given side (transparent around). */
function markSvg(share) {
  const margin = (size / share - size) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-margin} ${-margin} ${size + 2 * margin} ${size + 2 * margin}">${mark}</svg>`;
}

/** The mark on a brand-coloured shape covering the canvas (a square, or a circle for round icons). */
function iconSvg(shape) {
  const background =
    shape === 'circle'
      ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${brand}"/>`
      : `<rect width="${size}" height="${size}" fill="${brand}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">${background}${mark}</svg>`;
}

async function png(svg, side, file, { opaque = false } = {}) {
  let image = sharp(Buffer.from(svg), { density: Math.max(72, (72 * side) / size) }).resize(side, side);
  if (opaque) image = image.flatten({ background: brand });
  await image.png({ compressionLevel: 9 }).toFile(file);
}

/** A launch screen: the brand colour with the mark in the middle (its square half the short side). */
async function splash(width, height, file) {
  const side = Math.round(Math.min(width, height) / 2);
  const leaf = await sharp(Buffer.from(markSvg(1)), { density: (72 * side) / size })
    .resize(side, side)
    .png()
    .toBuffer();
  await sharp({ create: { width, height, channels: 3, background: brand } })
    .composite([{ input: leaf, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(file);
}

// Android launcher icons: 48 dp, and the adaptive foreground of 108 dp whose middle 72 dp show.
const DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
for (const [density, scale] of Object.entries(DENSITIES)) {
  const dir = path.join(androidRes, `mipmap-${density}`);
  await png(favicon, 48 * scale, path.join(dir, 'ic_launcher.png'));
  await png(iconSvg('circle'), 48 * scale, path.join(dir, 'ic_launcher_round.png'));
  // The mark's square takes the middle 72 dp, which every launcher mask keeps, as on the others.
  await png(markSvg(2 / 3), 108 * scale, path.join(dir, 'ic_launcher_foreground.png'));
}
await writeFile(
  path.join(androidRes, 'values/ic_launcher_background.xml'),
  `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="ic_launcher_background">${brand.toUpperCase()}</color>\n</resources>\n`,
);

// Android launch screens, in the sizes of Capacitor's template.
const SPLASH_PORTRAIT = {
  mdpi: [320, 480],
  hdpi: [480, 800],
  xhdpi: [720, 1280],
  xxhdpi: [960, 1600],
  xxxhdpi: [1280, 1920],
};
for (const [density, [width, height]] of Object.entries(SPLASH_PORTRAIT)) {
  await splash(width, height, path.join(androidRes, `drawable-port-${density}/splash.png`));
  await splash(height, width, path.join(androidRes, `drawable-land-${density}/splash.png`));
}
await splash(480, 320, path.join(androidRes, 'drawable/splash.png'));

// iOS: one 1024 px icon (Xcode derives the rest), opaque as the App Store requires, and the
// launch image in its three scales (the same 2732 px square, cropped to fit by the storyboard).
await png(iconSvg('square'), 1024, path.join(iosAssets, 'AppIcon.appiconset/AppIcon-512@2x.png'), {
  opaque: true,
});
for (const suffix of ['', '-1', '-2']) {
  await splash(2732, 2732, path.join(iosAssets, `Splash.imageset/splash-2732x2732${suffix}.png`));
}
console.info(`generate-assets: icons and launch screens drawn from favicon.svg in ${brand}`);
