// Apart from the upload itself (web/lib/upload-image.ts, loaded only when an image is sent), so a form can
// tell this refusal from others without loading the upload's code.

/** The server refused the image for a reason worth showing (type, size, rate limit). */
export class UploadRefused extends Error {}
