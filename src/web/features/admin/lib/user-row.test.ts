import { describe, expect, it } from "vitest";
import { pageLabel, userDisplayEmail, userDisplayName } from "./user-row";

describe("the users table's cells", () => {
  it('shows the full name, or "Not provided" when there is none', () => {
    expect(userDisplayName({ firstName: "Grace", lastName: "Hopper" })).toBe("Grace Hopper");
    expect(userDisplayName({ firstName: "Grace", lastName: null })).toBe("Grace");
    expect(userDisplayName({ firstName: null, lastName: "Hopper" })).toBe("Hopper");
    expect(userDisplayName({ firstName: null, lastName: null })).toBe("Not provided");
    expect(userDisplayName({ firstName: " ", lastName: "" })).toBe("Not provided");
  });

  it('shows the email, or "No email" when there is none', () => {
    expect(userDisplayEmail({ email: "grace@example.com" })).toBe("grace@example.com");
    expect(userDisplayEmail({ email: null })).toBe("No email");
    expect(userDisplayEmail({ email: "" })).toBe("No email");
  });
});

describe("pageLabel", () => {
  it("counts pages, at least one, and knows when there is a next page", () => {
    expect(pageLabel(1, 0, 25, false)).toEqual({ pages: 1, text: "Page 1 of 1", hasNext: false });
    expect(pageLabel(1, 26, 25, false)).toEqual({ pages: 2, text: "Page 1 of 2", hasNext: true });
    expect(pageLabel(2, 50, 25, false)).toEqual({ pages: 2, text: "Page 2 of 2", hasNext: false });
  });

  it('marks a total that is only a lower bound with "+" and always allows Next', () => {
    expect(pageLabel(400, 10_000, 25, true)).toMatchObject({ pages: 400, hasNext: true });
    expect(pageLabel(3, 100, 25, true).text).toMatch(/^Page 3 of 4\+$/);
  });
});
