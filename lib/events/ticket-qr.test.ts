import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ticketQrPath, ticketQrPng } from "@/lib/events/ticket-qr";
import { formatTicketCode, readTicketText, ticketQrText } from "@/lib/events/ticket-text";

describe("a ticket's QR code", () => {
  const text = ticketQrText("cmabc123def456ghi789jkl0", "37-K7QM-2XD4");

  it("reads back (as the check-in page's jsQR reads a camera frame) from the mail's PNG", async () => {
    const png = await ticketQrPng(text);
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBeGreaterThanOrEqual(200);
    const found = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(found?.data).toBe(text);
  });

  it("draws the page's SVG path from the same modules, with the quiet zone", () => {
    const { size, path } = ticketQrPath(text);
    expect(size).toBeGreaterThanOrEqual(21 + 8);
    expect(path).toMatch(/^M4 4h7v1h-7z/);
  });
});

describe("ticket codes as people type them", () => {
  it("reads a code with or without dashes, in any case, with O for 0 and I or L for 1", () => {
    const want = { eventId: null, number: 37, signature: "K7QM2XD4" };
    for (const typed of ["37-K7QM-2XD4", "37k7qm2xd4", " 37 K7QM 2XD4 ", "#37-K7QM-2XD4"]) {
      expect(readTicketText(typed), typed).toEqual(want);
    }
    expect(readTicketText("37-K7QM-2XDO")).toEqual({ ...want, signature: "K7QM2XD0" });
    expect(readTicketText("1O-AAAA-BBBI")).toEqual({ eventId: null, number: 10, signature: "AAAABBB1" });
  });

  it("reads a QR text with its event, and refuses anything else", () => {
    expect(readTicketText(ticketQrText("cm123", formatTicketCode(5, "ABCD1234")))).toEqual({
      eventId: "cm123",
      number: 5,
      signature: "ABCD1234",
    });
    for (const junk of ["", "hello", "37-K7QM", "0-ABCD-EFGH", "37-K7QM-2XDU", "BHT1::37-K7QM-2XD4"]) {
      expect(readTicketText(junk), junk).toBeNull();
    }
  });
});
