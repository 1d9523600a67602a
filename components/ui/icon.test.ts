// The sprite's address carries its content hash (browsers keep /icons.svg for a year): the version written in
// components/ui/icon-names.ts is the hash of the sprite the route serves, and the sprite holds every named icon.
import { describe, expect, it } from "vitest";
import { iconNames, spriteVersion } from "@/components/ui/icon-names";
import { contentVersion, spriteSvg } from "@/components/ui/sprite-icons";

describe("the icon sprite", () => {
  it("is named by its content's hash (update spriteVersion to the value received)", () => {
    expect(spriteVersion).toBe(contentVersion(spriteSvg()));
  });

  it("holds one symbol per name, each with shapes", () => {
    const sprite = spriteSvg();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((m) => m[1])).toEqual([...iconNames]);
    for (const [, , inner] of ids) expect(inner).toMatch(/^<(path|circle|rect|line|polyline)/);
  });
});
