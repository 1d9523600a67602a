// Every location of lib/listings/place.rows.ts read as the filters compare it: its work mode and its city.
import { describe, expect, it } from "vitest";
import { cityOf, eventCityOf, jobCityOf, workModeOf } from "@/lib/listings/facets";
import { placeRows } from "@/lib/listings/place.rows";

describe("work mode and city as Indian listings write them", () => {
  it("has at least 30 locations", () => expect(placeRows.length).toBeGreaterThanOrEqual(30));

  it.each(placeRows)("%s is worked %s, in %s", (location, mode, city) => {
    expect(workModeOf(location)).toBe(mode);
    expect(jobCityOf(location)).toBe(city);
  });

  it("finds events' and startups' cities by the same names", () => {
    expect(eventCityOf("Online")).toBe("Online");
    expect(eventCityOf("Zoom")).toBe("Online");
    expect(eventCityOf("T-Hub, Hyderabad")).toBe("Hyderabad");
    expect(eventCityOf("IIT Madras Research Park, Chennai")).toBe("Chennai");
    expect(cityOf("Calcutta")).toBe("Kolkata");
    expect(cityOf("")).toBeNull();
  });
});
