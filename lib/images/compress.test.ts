import { describe, expect, it } from "vitest";
import { encodeUnder, fitWithin, TARGET_BYTES } from "@/lib/images/compress";

describe("browser image recompression", () => {
  it("fits the longest side within 1920 px and never enlarges", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(1000, 5000)).toEqual({ width: 384, height: 1920 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it("lowers quality from 0.9 by 0.1 until the image fits in 1023 KB", async () => {
    const tried: number[] = [];
    const blob = await encodeUnder(async (q) => {
      tried.push(q);
      return new Blob([new Uint8Array(q > 0.55 ? TARGET_BYTES + 1 : TARGET_BYTES)]);
    });
    expect(tried).toEqual([0.9, 0.8, 0.7, 0.6, 0.5]);
    expect(blob.size).toBe(TARGET_BYTES);
  });

  it("tells how far along it is after each try, and finishes at 1 when a try fits", async () => {
    const told: number[] = [];
    await encodeUnder(
      async (q) => new Blob([new Uint8Array(q > 0.75 ? TARGET_BYTES + 1 : TARGET_BYTES)]),
      TARGET_BYTES,
      (fraction) => told.push(Math.round(fraction * 9)),
    );
    expect(told).toEqual([1, 2, 9]);
  });

  it("stops at 0.1 with the smallest try when nothing fits", async () => {
    const tried: number[] = [];
    await encodeUnder(async (q) => {
      tried.push(q);
      return new Blob([new Uint8Array(TARGET_BYTES * 2)]);
    });
    expect(tried).toHaveLength(9);
    expect(tried.at(-1)).toBe(0.1);
  });
});
