/**
 * Prepares a player's photo in the browser before upload: only images, at most 5 MB,
 * scaled to fit 400x400 and saved as JPEG quality 0.8, so a phone on a slow network
 * sends tens of kilobytes, not megabytes. The server processes it again whatever
 * arrives.
 */

/** Largest file accepted, in bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The photo must fit a square of this side, in pixels. */
export const AVATAR_MAX_SIDE = 400;
/** JPEG quality of the saved photo. */
export const AVATAR_JPEG_QUALITY = 0.8;

/** Why a file cannot be used as a photo. */
export type AvatarProblem = "invalidType" | "tooLarge";

/** Checks a chosen file before any decoding; null when it may be used. */
export function checkAvatarFile(file: Pick<File, "type" | "size">): AvatarProblem | null {
  if (!file.type.startsWith("image/")) return "invalidType";
  if (file.size > AVATAR_MAX_BYTES) return "tooLarge";
  return null;
}

/** The size that fits within a square of `maxSide`, keeping the shape and never enlarging. */
export function fitWithin(width: number, height: number, maxSide: number = AVATAR_MAX_SIDE) {
  if (width <= 0 || height <= 0) throw new Error("the image has no size");
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A decoded picture and how to let go of it. */
export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** The drawing surface the photo is painted on. */
export interface AvatarCanvas {
  getContext(
    kind: "2d",
  ): Pick<CanvasRenderingContext2D, "drawImage" | "fillRect" | "fillStyle" | "imageSmoothingQuality"> | null;
  toDataURL(type: string, quality: number): string;
}

/** What resizing needs from the browser; tests pass fakes. */
export interface ImageTools {
  decode(file: Blob): Promise<DecodedImage>;
  createCanvas(width: number, height: number): AvatarCanvas;
}

async function decodeWithBrowser(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === "function") {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.decoding = "async";
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
}

/** The real browser's image tools. */
export const browserImageTools: ImageTools = {
  decode: decodeWithBrowser,
  createCanvas(width, height) {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    return canvas;
  },
};

/**
 * Scales a photo to fit 400x400 and encodes it as a JPEG data URL. Throws when
 * the file cannot be decoded or drawn; callers show 'Image processing failed'.
 */
export async function resizeAvatar(file: Blob, tools: ImageTools = browserImageTools): Promise<string> {
  const image = await tools.decode(file);
  try {
    const size = fitWithin(image.width, image.height);
    const canvas = tools.createCanvas(size.width, size.height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    // JPEG has no transparency: paint white first so transparent PNGs don't turn black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = "high";
    context.drawImage(image.source, 0, 0, size.width, size.height);
    const dataUrl = canvas.toDataURL("image/jpeg", AVATAR_JPEG_QUALITY);
    if (!dataUrl.startsWith("data:image/jpeg")) throw new Error("the browser could not encode JPEG");
    return dataUrl;
  } finally {
    image.release();
  }
}
