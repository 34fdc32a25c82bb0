/** A photo to upload, made by the browser itself so the journeys need no image files. */
import type { Page } from "playwright-core";

/** A 900x600 PNG: a tennis ball on a court-green background. */
export async function makePhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 900;
    canvas.height = 600;
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    context.fillStyle = "#0f5235";
    context.fillRect(0, 0, 900, 600);
    context.fillStyle = "#d2ec3f";
    context.beginPath();
    context.arc(450, 300, 200, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.split(",")[1] ?? "", "base64");
}
