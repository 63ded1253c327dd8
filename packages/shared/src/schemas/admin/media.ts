import { z } from 'zod';

/** Where an uploaded image belongs; also the first segment of its stored path. */
export const MEDIA_FOLDERS = ['products', 'blog', 'categories'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

export const mediaUploadQuerySchema = z.object({
  folder: z.enum(MEDIA_FOLDERS, { error: 'Dosarul trebuie să fie products, blog sau categories.' }),
});

/** An image stored by an upload: `path` is what products and posts keep, `url` is where it is served. */
export const uploadedImageSchema = z.object({
  path: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
