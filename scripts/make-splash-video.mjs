// Draws the splash video (apps/web/public/splash.webm): a sprig growing in a rising light while
// drops of thermal water fall, 2.6 s (contract §9), recorded from a canvas by Chromium. Run it again
// to change the picture: node scripts/make-splash-video.mjs
/* global document, MediaRecorder, requestAnimationFrame */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
const b64 = await page.evaluate(async () => {
  const size = 360;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp9',
    videoBitsPerSecond: 250_000,
  });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const duration = 2600;
  const start = performance.now();
  const ease = (t) => 1 - Math.pow(1 - t, 3);
  function leaf(cx, cy, len, angle, color, grow) {
    ctx.save();
    ctx.translate(cx, cy);
    ctx.rotate(angle);
    ctx.scale(grow, grow);
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.quadraticCurveTo(len * 0.5, -len * 0.35, len, 0);
    ctx.quadraticCurveTo(len * 0.5, len * 0.35, 0, 0);
    ctx.fillStyle = color;
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,0.35)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(len * 0.9, 0);
    ctx.stroke();
    ctx.restore();
  }
  function frame(now) {
    const t = Math.min(1, (now - start) / duration);
    ctx.fillStyle = '#1f5c4b';
    ctx.fillRect(0, 0, size, size);
    // A soft light that rises.
    const glow = ctx.createRadialGradient(
      size / 2,
      size * (0.75 - 0.25 * ease(t)),
      10,
      size / 2,
      size / 2,
      size * 0.7,
    );
    glow.addColorStop(0, 'rgba(246,196,83,0.55)');
    glow.addColorStop(1, 'rgba(246,196,83,0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, size, size);
    // Drops of thermal water falling.
    for (let i = 0; i < 7; i++) {
      const phase = (t * 1.6 + i / 7) % 1;
      const x = 40 + ((i * 53) % 280);
      const y = -20 + phase * (size + 40);
      ctx.beginPath();
      ctx.arc(x, y, 5 + (i % 3) * 2, 0, Math.PI * 2);
      ctx.fillStyle = 'rgba(220,240,236,0.45)';
      ctx.fill();
    }
    // A sprig that grows.
    const g = ease(Math.min(1, t * 1.4));
    ctx.strokeStyle = '#e8efe9';
    ctx.lineWidth = 5;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(size / 2, size * 0.82);
    ctx.lineTo(size / 2, size * (0.82 - 0.5 * g));
    ctx.stroke();
    const leaves = [
      [0.72, -0.9],
      [0.64, -2.25],
      [0.56, -0.75],
      [0.48, -2.4],
      [0.4, -1.0],
    ];
    leaves.forEach(([yf, angle], i) => {
      const appear = Math.max(0, Math.min(1, (t * 1.4 - 0.15 * i) * 2));
      if (appear > 0) leaf(size / 2, size * yf, 70, angle, i % 2 ? '#a7c4b5' : '#e8efe9', ease(appear));
    });
    if (now - start < duration) requestAnimationFrame(frame);
    else recorder.stop();
  }
  recorder.start(100);
  requestAnimationFrame(frame);
  await new Promise((resolve) => (recorder.onstop = resolve));
  const blob = new Blob(chunks, { type: 'video/webm' });
  const buffer = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const byte of buffer) binary += String.fromCharCode(byte);
  return btoa(binary);
});
writeFileSync(
  fileURLToPath(new URL('../apps/web/public/splash.webm', import.meta.url)),
  Buffer.from(b64, 'base64'),
);
await browser.close();
