import { describe, expect, it } from "vitest";
import { completePlan, richSowPlan } from "../testing/plans";
import { sowFor, sowText } from "../testing/sow-documents";
import { createApplianceItem } from "../planner/model";
import { GAS, LAYOUT, PERMITS, STRUCTURE_PERMIT_RULE } from "./code-figures";

describe("citations", () => {
  it("cites the gas test duration, the shut-off and the fuel codes where gas is used", () => {
    const text = sowText(sowFor("CA"));
    expect(GAS.shutoffSection).toBe("IFGC 409.5.1");
    expect(text).toContain("within 6 ft of each appliance (IFGC 409.5.1)");
    expect(text).toContain("held at least 10 minutes (IFGC 406.4.2)");
    expect(text).toContain("pressure tested (IFGC 406.4.1)");
    expect(text).toContain("NFPA 54");
    expect(text).toContain("NFPA 58");
    expect(text).not.toMatch(/IFGC 409\.5(?!\.1)/);
  });

  it("leaves the fuel codes out when nothing burns gas", () => {
    const electric = completePlan((p) => {
      p.appliances = [createApplianceItem("fridge")];
    });
    const text = sowText(sowFor("CA", electric));
    expect(text).not.toContain("NFPA 54");
    expect(text).not.toContain("NFPA 58");
    expect(text).toContain("Outdoor receptacle outlets (NEC 210.52(E))");
  });

  it("cites NEC 210.52(E) for the outdoor receptacles", () => {
    expect(sowText(sowFor("TX"), "permits")).toContain("NEC 210.52(E)");
  });

  it("gives the structure permit threshold as the IRC's 200 sq ft, and 120 sq ft as the IBC's and many cities'", () => {
    expect(PERMITS.structureExemptLocalMaxSqFt).toBe(200);
    expect(STRUCTURE_PERMIT_RULE).toContain("IRC R105.2 item 1 exempts a detached one-story accessory structure of up to 200 sq ft");
    expect(STRUCTURE_PERMIT_RULE).toContain("120 sq ft is the IBC's figure (IBC 105.2) and many cities'");
    const text = sowText(sowFor("CA", richSowPlan()));
    expect(text).toContain(STRUCTURE_PERMIT_RULE);
    expect(text).not.toContain("IRC R105.2: over 120 sq ft");
    expect(sowText(sowFor("CA", completePlan()), "permits")).not.toContain("Structure permit");
  });

  it("never calls an NKBA figure code", () => {
    const lines = [sowFor("CA"), sowFor("NY", completePlan())].flatMap((doc) => sowText(doc).split("\n"));
    const nkba = lines.filter((line) => line.includes("NKBA"));
    expect(nkba.length).toBeGreaterThan(0);
    for (const line of nkba) expect(line, line).not.toMatch(/\bcodes?\b/i);
    expect(LAYOUT.aisleIn.oneCook).toBe(42);
  });
});

describe("an attached pergola's permit", () => {
  it("gives the attachment as a reason for the structure permit, and a free-standing one does not", () => {
    const attached = richSowPlan();
    attached.pergola = { ...attached.pergola, enabled: true, structureType: "pergola", oneSided: true, embedded: false };
    expect(sowText(sowFor("CA", attached), "permits")).toContain("attached to the house wall (one-sided, on a ledger board): attached to the house, it needs a building permit");
    const free = richSowPlan();
    free.pergola = { ...free.pergola, enabled: true, structureType: "pergola", oneSided: false, embedded: false };
    expect(sowText(sowFor("CA", free), "permits")).not.toContain("attached to the house");
  });
});
