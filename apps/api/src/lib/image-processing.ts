import type sharpModule from 'sharp';

type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded when an image is first processed: uploads, a resized variant not yet on
 * disk, the first start's demo images. A shop serving images it already made never loads it,
 * which keeps libvips (about 10 MB) out of the server's memory.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps up to 50 MB of decoded images for reuse; the shop keeps what it makes as
    // files, so that memory would only hold what was already written.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
