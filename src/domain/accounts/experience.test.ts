import { expect, test } from "vitest";
import { EXPERIENCE_VALUES, experienceLabel, isExperienceYears } from "./experience";

test("experience values and labels", () => {
  expect(EXPERIENCE_VALUES).toEqual(["none", "1-2", "3-5", "more_than_5"]);
  expect(experienceLabel("1-2")).toBe("1-2 properties");
  expect(experienceLabel("3-5")).toBe("3-5 properties");
  expect(experienceLabel("more_than_5")).toBe("More than 5 properties");
  expect(experienceLabel("none")).toBe("No properties yet");
  expect(experienceLabel(null)).toBe("Not specified");
  expect(isExperienceYears("3-5")).toBe(true);
  expect(isExperienceYears("5+")).toBe(false);
});
