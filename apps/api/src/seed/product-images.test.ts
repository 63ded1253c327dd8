import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageSpec } from './demo-catalog';
import { renderCategoryImage, renderProductImage } from './product-images';

const SHAPES: ImageSpec['shape'][] = [
  'bottle',
  'pump',
  'tube',
  'jar',
  'dropper',
  'spray',
  'honey-jar',
  'box',
  'bar',
];
const SIZE = 64;

const spec = (shape: ImageSpec['shape'], label = 'DERMA Calm'): ImageSpec => ({
  shape,
  color: '#f3e4dc',
  accent: '#c98f7a',
  background: '#f7f1ec',
  label,
});

async function expectWebp(buffer: Buffer, size: number): Promise<void> {
  const meta = await sharp(buffer).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.width).toBe(size);
  expect(meta.height).toBe(size);
}

describe('renderProductImage', () => {
  it('renders every shape in every view as a square WebP', async () => {
    const renders = SHAPES.flatMap((shape) => [0, 1, 2, 3].map((index) => ({ shape, index })));
    await Promise.all(
      renders.map(async ({ shape, index }) =>
        expectWebp(await renderProductImage(spec(shape), index, SIZE), SIZE),
      ),
    );
  });

  it('draws different pictures for different views', async () => {
    const views = await Promise.all(
      [0, 1, 2, 3].map((index) => renderProductImage(spec('pump'), index, SIZE)),
    );
    const raw = await Promise.all(views.map((v) => sharp(v).raw().toBuffer()));
    expect(new Set(raw.map((r) => r.toString('base64'))).size).toBe(4);
  });

  it('is deterministic', async () => {
    const a = await renderProductImage(spec('honey-jar', 'Cătină'), 1, SIZE);
    const b = await renderProductImage(spec('honey-jar', 'Cătină'), 1, SIZE);
    expect(a.equals(b)).toBe(true);
  });

  it('escapes XML in the label and survives malformed colours', async () => {
    const hostile: ImageSpec = {
      shape: 'bottle',
      color: 'red" onload="x',
      accent: '#zzzzzz',
      background: '#fff',
      label: '<Tom & "Jerry\'s">',
    };
    await expectWebp(await renderProductImage(hostile, 0, SIZE), SIZE);
  });

  it('honours the requested size', async () => {
    await expectWebp(await renderProductImage(spec('tube'), 0, 96), 96);
  });
});

describe('renderCategoryImage', () => {
  it('renders a square WebP and is deterministic', async () => {
    const a = await renderCategoryImage(spec('dropper', 'Serum'), SIZE);
    const b = await renderCategoryImage(spec('dropper', 'Serum'), SIZE);
    await expectWebp(a, SIZE);
    expect(a.equals(b)).toBe(true);
  });
});
