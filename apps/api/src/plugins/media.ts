import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Uploaded and generated images under /media, from `$DATA_DIR/media`. */
export async function mediaRoutes(app: FastifyInstance, options: { mediaDir: string }) {
  mkdirSync(options.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Media paths are content-named by the writer (a new upload gets a new name), so a week is safe.
    maxAge: 7 * 24 * 60 * 60 * 1000,
  });
}
