// How many pixels the Worker lets any decoder see, decided from the image's header before anything
// decodes it: a 62 KB PNG can declare 8000×8000 pixels, and decoding that takes hundreds of MB where a
// Worker has 128. Every image the Worker decodes is checked by one function against these figures
// (`pixelProblem`, worker/features/uploads/image-dimensions.ts): uploads at upload, share images before
// drawing a photo; later kinds of photo reuse it.

/** An upload's most pixels: a 48 MP phone sensor saves 12 MP photos, a large camera 45 MP at most. */
export const IMAGE_MAX_MEGAPIXELS = 40;

/** Neither side may be more than this many times the other: a 1 × 40,000,000 strip is no photo. */
export const IMAGE_MAX_ASPECT_RATIO = 10;

/**
 * The most pixels a share image draws from a photo: resvg decodes the whole photo to draw it at
 * 1200×630, and its memory grows by about 7 bytes a pixel over a 40 MB base (measured in Node:
 * 4 MP +60 MB, 12 MP +114 MB, 64 MP +477 MB). A larger photo gets the artwork.
 */
export const SHARE_PHOTO_MAX_MEGAPIXELS = 4;
