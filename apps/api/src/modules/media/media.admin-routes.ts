import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaUploadQuerySchema, uploadedImageSchema } from '@shop/shared/schemas/admin/media';
import { errorSchema } from '@shop/shared/schemas/common';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors';
import { type MediaBase, mediaUrl } from '../../lib/media';
import type { RateLimitRule, RateLimitService } from '../system/rate-limit.service';
import type { MediaService } from './media.service';

/** A product gallery or a long post is a few dozen images; more than this in 10 minutes is abuse. */
const UPLOAD_RATE_LIMIT: RateLimitRule = { limit: 120, windowSeconds: 600 };

const oneFileOnly = () => {
  const message = 'Trimiteți un singur fișier, în câmpul „file”, fără alte câmpuri.';
  return badRequest('media.one_file', message, { file: [message] });
};

/** The multipart reader's own errors, in the shop's words and codes. */
function multipartError(error: unknown, maxBytes: number): unknown {
  const code = (error as FastifyError | undefined)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE': {
      const megabytes = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
      const message = `Fișierul depășește ${megabytes} MB.`;
      return new AppError(413, 'media.file_too_large', message, { file: [message] });
    }
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return oneFileOnly();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(
        415,
        'request.unsupported_media_type',
        'Trimiteți fișierul ca multipart/form-data.',
      );
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('request.invalid', 'Cererea s-a încheiat înainte de sfârșitul fișierului.');
    default:
      // busboy's own parse errors ("Malformed part header", "Unexpected end of form") are the client's.
      if (error instanceof Error && !(error instanceof AppError) && !(error as FastifyError).statusCode) {
        if (/malformed|unexpected end|boundary/i.test(error.message)) {
          return badRequest('request.invalid', 'Corpul multipart nu poate fi citit.');
        }
      }
      return error;
  }
}

/** The one file of a multipart body, read whole (the size limit bounds the memory it takes). */
async function readOneFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'request.unsupported_media_type', 'Trimiteți fișierul ca multipart/form-data.');
  }
  let content: Buffer | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'file' || content) throw oneFileOnly();
      // The client's file name and type are never read: the content decides, the server names it.
      content = await part.toBuffer();
    }
  } catch (error) {
    throw multipartError(error, maxBytes);
  }
  if (!content) {
    throw badRequest('media.no_file', 'Alegeți un fișier de încărcat.', { file: ['Alegeți un fișier.'] });
  }
  return content;
}

/** Image uploads for products, posts and categories. */
export async function mediaAdminRoutes(
  app: FastifyInstance,
  options: {
    media: MediaService;
    mediaBase: MediaBase;
    rateLimits: RateLimitService;
    maxUploadBytes: number;
  },
) {
  // Only this scope reads multipart bodies; every other route keeps answering 415 to them.
  await app.register(fastifyMultipart, {
    limits: { fileSize: options.maxUploadBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/media/',
    {
      config: {
        // Read part by part (readOneFile), not through a validated body: described here instead.
        openapiRequestBody: {
          mediaType: 'multipart/form-data',
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary', description: 'The image.' } },
            required: ['file'],
            additionalProperties: false,
          },
        },
      },
      schema: {
        summary: 'Upload an image',
        description:
          'A `multipart/form-data` body with one part, `file`: a JPEG, PNG, WebP, AVIF or GIF image (checked by its content). It is stored as one WebP (EXIF removed, at most 2000 px a side) under a name the server makes; `path` is what a product or post keeps, and `/media/<path>?w=<width>` serves smaller sizes.',
        querystring: mediaUploadQuerySchema,
        consumes: ['multipart/form-data'],
        response: {
          201: uploadedImageSchema,
          400: errorSchema.catchall(z.unknown()),
          401: errorSchema,
          403: errorSchema,
          413: errorSchema.catchall(z.unknown()),
          415: errorSchema,
          429: errorSchema.catchall(z.unknown()),
        },
      },
    },
    async (request, reply) => {
      const taken = await options.rateLimits.take(`media-upload:${request.user!.id}`, UPLOAD_RATE_LIMIT);
      if (!taken.taken) throw tooManyRequests(taken.retryAfter);
      const content = await readOneFile(request, options.maxUploadBytes);
      const stored = await options.media.storeImage(content, request.query.folder);
      return reply.status(201).send({ ...stored, url: mediaUrl(options.mediaBase, stored.path)! });
    },
  );
}
