import { describe, expect, it, vi } from "vitest";
import {
  AVATAR_JPEG_QUALITY,
  AVATAR_MAX_BYTES,
  checkAvatarFile,
  fitWithin,
  resizeAvatar,
  type AvatarCanvas,
  type ImageTools,
} from "./avatar-image";

function fakeTools(width: number, height: number, dataUrl = "data:image/jpeg;base64,AAAA") {
  const context = {
    drawImage: vi.fn(),
    fillRect: vi.fn(),
    fillStyle: "",
    imageSmoothingQuality: "low" as ImageSmoothingQuality,
  };
  const canvas: AvatarCanvas & { toDataURL: ReturnType<typeof vi.fn> } = {
    getContext: vi.fn(() => context),
    toDataURL: vi.fn(() => dataUrl),
  };
  const release = vi.fn();
  const source = { fake: "bitmap" } as unknown as CanvasImageSource;
  const tools: ImageTools = {
    decode: vi.fn(async () => ({ source, width, height, release })),
    createCanvas: vi.fn(() => canvas),
  };
  return { tools, canvas, context, release, source };
}

const photo = new Blob(["x"], { type: "image/png" });

describe("checkAvatarFile", () => {
  it("accepts images up to 5 MB", () => {
    expect(checkAvatarFile({ type: "image/jpeg", size: 1000 })).toBeNull();
    expect(checkAvatarFile({ type: "image/webp", size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it("refuses what is not an image", () => {
    expect(checkAvatarFile({ type: "application/pdf", size: 1000 })).toBe("invalidType");
    expect(checkAvatarFile({ type: "", size: 1000 })).toBe("invalidType");
  });

  it("refuses files over 5 MB", () => {
    expect(checkAvatarFile({ type: "image/png", size: AVATAR_MAX_BYTES + 1 })).toBe("tooLarge");
  });
});

describe("fitWithin", () => {
  it.each([
    [1600, 1200, 400, 300],
    [1200, 1600, 300, 400],
    [4000, 4000, 400, 400],
    [401, 100, 400, 100],
    [399, 200, 399, 200],
    [50, 80, 50, 80],
    [10000, 10, 400, 1],
  ])("%ix%i fits as %ix%i", (w, h, ew, eh) => {
    expect(fitWithin(w, h)).toEqual({ width: ew, height: eh });
  });

  it("refuses an image without size", () => {
    expect(() => fitWithin(0, 10)).toThrow();
  });
});

describe("resizeAvatar", () => {
  it("draws the photo scaled on a white canvas and encodes JPEG at quality 0.8", async () => {
    const { tools, canvas, context, release, source } = fakeTools(2000, 1000);
    await expect(resizeAvatar(photo, tools)).resolves.toBe("data:image/jpeg;base64,AAAA");
    expect(tools.createCanvas).toHaveBeenCalledWith(400, 200);
    expect(context.fillStyle).toBe("#ffffff");
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 400, 200);
    expect(context.drawImage).toHaveBeenCalledWith(source, 0, 0, 400, 200);
    expect(canvas.toDataURL).toHaveBeenCalledWith("image/jpeg", AVATAR_JPEG_QUALITY);
    expect(AVATAR_JPEG_QUALITY).toBe(0.8);
    expect(release).toHaveBeenCalledOnce();
  });

  it("fails when the browser cannot decode the file", async () => {
    const { tools } = fakeTools(10, 10);
    vi.mocked(tools.decode).mockRejectedValueOnce(new Error("broken"));
    await expect(resizeAvatar(photo, tools)).rejects.toThrow("broken");
  });

  it("fails, and still lets go of the image, when JPEG encoding is not supported", async () => {
    const { tools, release } = fakeTools(800, 800, "data:image/png;base64,AAAA");
    await expect(resizeAvatar(photo, tools)).rejects.toThrow();
    expect(release).toHaveBeenCalledOnce();
  });
});
