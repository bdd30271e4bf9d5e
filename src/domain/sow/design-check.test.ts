import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ApplianceId } from "../planner/catalogue";
import type { ApplianceItem, PlannerData } from "../planner/schema";
import { createApplianceItem, selectApplianceSize } from "../planner/model";
import { plannerDataArbitrary } from "../testing/arbitraries";
import { completePlan } from "../testing/plans";
import { planWarnings, WARNING_MESSAGES } from "../planner/warnings";
import { fitToAppliances } from "../planner/fit";
import { brokenLayoutRules, type LayoutRuleId } from "../planner/layout-rules";
import { planDrawing } from "../planner/plan-drawing";
import { applianceWidthIn } from "../planner/geometry";
import { budgetAboveRange, checksNeedingAttention, DESIGN_CHECK_IDS, type DesignCheckId, designChecks } from "./design-check";
import { propertyRuns } from "../testing/property-runs";

function check(plan: PlannerData, id: DesignCheckId) {
  const found = designChecks(plan).find((c) => c.id === id);
  if (!found) throw new Error(`no check ${id}`);
  return found;
}

const appliances = (...ids: ApplianceId[]): ApplianceItem[] => ids.map((id) => createApplianceItem(id));

/** A rectangle of the given length with the given appliances, in that order. */
function rectangle(length: number, ...ids: ApplianceId[]): PlannerData {
  return completePlan((p) => {
    p.dimensions.length = length;
    p.appliances = appliances(...ids);
  });
}

function withStructure(change: (pergola: PlannerData["pergola"]) => void, ...ids: ApplianceId[]): PlannerData {
  return completePlan((p) => {
    p.appliances = appliances(...ids);
    p.pergola = { ...p.pergola, enabled: true };
    change(p.pergola);
  });
}

describe("designChecks", () => {
  it("lists the nineteen rules in the SOW's order with their sources", () => {
    const items = designChecks(completePlan());
    expect(items.map((c) => c.id)).toEqual([...DESIGN_CHECK_IDS]);
    expect(items.map((c) => c.rule)).toEqual([
      "GFCI on every outdoor receptacle and outlet",
      "Weather-resistant receptacles with extra-duty in-use covers",
      "Dedicated circuits",
      "House panel and the added load",
      "Counter height",
      "Run length for the appliances",
      "Landing space beside the grill",
      "U-shape walkway",
      "L-shape proportion",
      "Seating",
      "Cooking under a roof",
      "Combustible construction over the grill",
      "Heaters under the structure",
      "Island ventilation",
      "Structure permit",
      "Sink drain and winterising",
      "Island depth for the appliances' cut-outs",
      "Walkway between the island and the structure's posts",
      "Estimate within the owner's budget range",
    ]);
    expect(items[0]?.source).toBe("NEC 210.8(A) and 210.8(F)");
    expect(items[1]?.source).toBe("NEC 406.9");
    expect(items[2]?.source).toBe("Manufacturers' manuals (NEC 110.3(B)); NEC 210.19(A)(1) and 210.20(A)");
    expect(items[3]?.source).toBe("NEC Article 220");
    expect(items[14]?.source).toBe("IRC R105.2 and local limits (120-200 sq ft)");
  });

  it("gives the default plan (one grill on a 96 in rectangle) nothing to attend to", () => {
    expect(checksNeedingAttention(designChecks(completePlan()))).toEqual([]);
  });

  describe("electrical", () => {
    it("states GFCI protection for every outlet, with the counts", () => {
      const plan = completePlan((p) => {
        p.utilities = { ...p.utilities, outletsOutside: "2", outletsInside: "5" };
      });
      const gfci = check(plan, "gfci");
      expect(gfci.status).toBe("meets");
      expect(gfci.figures).toBe(
        "2 receptacles on the outside of the island and 5 inside it (7 in all), and every other outdoor outlet: GFCI protection is required on each",
      );
      expect(gfci.action).toBeNull();
    });

    it("states WR receptacles, and a damp location only under a roof", () => {
      const open = check(completePlan(), "wr-receptacles");
      expect(open.status).toBe("meets");
      expect(open.figures).toBe(
        "6 receptacles: weather-resistant (WR) type with extra-duty in-use covers, as for a wet location",
      );
      const gazebo = check(withStructure(() => {}, "grill"), "wr-receptacles");
      expect(gazebo.figures).toContain("under the gazebo / pavilion roof the island is a damp location");
      const openPergola = withStructure((s) => {
        s.structureType = "pergola";
      }, "grill");
      expect(check(openPergola, "wr-receptacles").figures).not.toContain("damp");
      openPergola.pergola.hasLouvers = true;
      expect(check(openPergola, "wr-receptacles").figures).toContain("under the louvered pergola roof");
    });

    it("counts the circuits by the island's load: a refrigerator takes a circuit of its own", () => {
      const fridge = rectangle(120, "grill", "fridge");
      const one = check(fridge, "dedicated-circuits");
      expect(one.status).toBe("attention");
      expect(one.figures).toBe(
        "1 dedicated 120 V 20 A circuit chosen; the island's load needs 2: the Outdoor Fridge takes a circuit of its own, " +
          "and the receptacles and smaller loads take 1 shared circuit of no more than 16 A continuous load each",
      );
      expect(one.action).toBe(
        "Choose 2 dedicated 120 V 20 A circuits, or accept the bid form's alternate for 1 additional 20 A circuit from the house panel.",
      );

      fridge.utilities.circuits = "2";
      const two = check(fridge, "dedicated-circuits");
      expect(two.status).toBe("meets");
      expect(two.action).toBeNull();

      expect(check(rectangle(120, "ice-maker"), "dedicated-circuits").status).toBe("attention");
      const none = check(rectangle(120, "grill", "sink"), "dedicated-circuits");
      expect(none.status).toBe("meets");
      expect(none.figures).toContain("1 dedicated 120 V 20 A circuit chosen; the island's load needs 1: no load takes a circuit of its own");
    });

    it("gives the refrigerator and the ice maker a circuit each: they no longer share the second", () => {
      const both = rectangle(150, "fridge", "ice-maker");
      both.utilities.circuits = "2";
      const shared = check(both, "dedicated-circuits");
      expect(shared.status).toBe("attention");
      expect(shared.figures).toContain("the island's load needs 3: the Outdoor Fridge and the Ice Maker each take a circuit of their own");
      expect(shared.action).toBe(
        "Accept the bid form's alternate for 1 additional 20 A circuit from the house panel, so the island has the 3 circuits its load needs.",
      );
    });

    it("names a sub-panel past three circuits", () => {
      const plan = rectangle(200, "fridge", "ice-maker", "sink");
      plan.utilities.water = "hot-cold";
      plan.utilities.circuits = "2";
      const found = check(plan, "dedicated-circuits");
      expect(found.status).toBe("attention");
      expect(found.figures).toContain("a sub-panel at the island is priced as an alternate (4 circuits, more than 3)");
    });

    it("asks for a load calculation before adding circuits to a small panel, only when the panel is given", () => {
      const plan = rectangle(120, "grill", "fridge");
      expect(check(plan, "panel-load").status).toBe("not-applicable");
      plan.site = { panelAmps: 100 };
      const small = check(plan, "panel-load");
      expect(small.status).toBe("attention");
      expect(small.figures).toBe("A 100 A house panel; the island adds 2 circuits: a panel of this size may not carry the added load");
      expect(small.action).toBe(
        "Ask the electrician for a load calculation (NEC Article 220) before adding 2 circuits; a larger panel or a sub-panel may be needed.",
      );
      plan.site = { panelAmps: 125 };
      expect(check(plan, "panel-load").status).toBe("meets");
      plan.appliances.push(createApplianceItem("ice-maker"));
      expect(check(plan, "panel-load").status).toBe("attention");
      plan.site = { panelAmps: 200 };
      expect(check(plan, "panel-load").status).toBe("meets");
      expect(check(plan, "panel-load").figures).toBe("A 200 A house panel; the island adds 3 circuits");
    });
  });

  it("checks the counter height against 36-38 in", () => {
    const plan = completePlan();
    for (const height of [36, 37.5, 38]) {
      plan.dimensions.height = height;
      expect(check(plan, "counter-height").status).toBe("meets");
    }
    plan.dimensions.height = 42;
    const high = check(plan, "counter-height");
    expect(high.status).toBe("attention");
    expect(high.figures).toBe("Counter height 42 in; the standard is 36-38 in");
    expect(high.action).toContain("between 36 in and 38 in");
    plan.dimensions.height = 35.5;
    expect(check(plan, "counter-height").status).toBe("attention");
  });

  describe("run length", () => {
    it("needs attention when the run is shorter than the appliances need", () => {
      // 36 + 30 + 8 + 28 = 102 > 96
      const short = rectangle(96, "grill", "outdoor-oven");
      const run = check(short, "run-length");
      expect(run.status).toBe("attention");
      expect(run.figures).toBe(
        "Counter run 96 in; the 2 appliances need 102 in (their widths, 8 in between neighbours and 14 in at each end)",
      );
      expect(run.action).toBe("Lengthen the counter run by at least 6 in, or choose fewer or narrower appliances.");

      short.appliances[1] = selectApplianceSize(short.appliances[1]!, 24);
      expect(check(short, "run-length").status).toBe("meets");
    });

    it("says which edges an L or a U is measured along", () => {
      const plan = completePlan((p) => {
        p.shape = "l-shaped";
        p.appliancePlacement = "inside";
      });
      // 72 + 48 - 32 = 88
      expect(check(plan, "run-length").figures).toBe(
        "Counter run 88 in (along the inside edges); the appliance needs 64 in (its width and 14 in at each end)",
      );
    });

    it("meets with no appliance at all", () => {
      const run = check(rectangle(96), "run-length");
      expect(run.status).toBe("meets");
      expect(run.figures).toBe("Counter run 96 in; no appliances placed");
    });
  });

  describe("landing space beside the grill", () => {
    it("does not apply without a grill", () => {
      const landing = check(rectangle(96, "smoker"), "grill-landing");
      expect(landing.status).toBe("not-applicable");
      expect(landing.figures).toBe("No grill in the plan");
    });

    it("meets for a grill at the start of a long run", () => {
      const landing = check(completePlan(), "grill-landing");
      expect(landing.status, `${landing.figures} ${landing.action}`).toBe("meets");
      expect(landing.figures).toBe(
        "Free counter beside the 36 in Built-in Grill: 14 in before it (from the start of the run) and 46 in after it " +
          "(to the end of the run); it needs 24 in on one side and 12 in on the other",
      );
    });

    it("needs attention for a grill squeezed between two appliances on a run with no spare counter", () => {
      // 24 + 36 + 21 + 2 x 8 + 28 = 125: the run is exactly as long as the appliances need
      const landing = check(rectangle(125, "fridge", "grill", "sink"), "grill-landing");
      expect(landing.status).toBe("attention");
      expect(landing.figures).toBe(
        "Free counter beside the 36 in Built-in Grill: 8 in before it (from the Outdoor Fridge) and 8 in after it " +
          "(to the Outdoor Sink); it needs 24 in on one side and 12 in on the other",
      );
      expect(landing.action).toBe(
        "Lengthen the run by at least 20 in and keep the counter beside the grill: 24 in before it and 12 in after it. " +
          "Or move the grill to an end of the run, where the end buffer counts as landing space.",
      );
    });

    it("meets for the same grill when the run's spare counter is drawn beside it", () => {
      // the layout moves 20 in of the 79 in spare counter beside the grill: fridge 14-38, grill 62-98, sink 110-
      const plan = rectangle(204, "fridge", "grill", "sink");
      const landing = check(plan, "grill-landing");
      expect(landing.status, `${landing.figures} ${landing.action}`).toBe("meets");
      expect(landing.figures).toBe(
        "Free counter beside the 36 in Built-in Grill: 24 in before it (from the Outdoor Fridge) and 12 in after it " +
          "(to the Outdoor Sink), with 59 in of spare counter at the end of the run; it needs 24 in on one side and " +
          "12 in on the other",
      );
      expect(landing.action).toBeNull();
    });

    it("reads the gaps the drawing draws, never a spare counter set elsewhere", () => {
      const plan = rectangle(204, "fridge", "grill", "sink");
      const [fridge, grill, sink] = planDrawing(plan).appliances;
      const before = grill!.runX - (fridge!.runX + fridge!.widthIn);
      const after = sink!.runX - (grill!.runX + grill!.widthIn);
      expect([before, after]).toEqual([24, 12]);
      expect(check(plan, "grill-landing").figures).toContain(
        `${before} in before it (from the Outdoor Fridge) and ${after} in after it (to the Outdoor Sink)`,
      );
      // no spare counter to give: the drawing keeps the 8 in gaps and so does the check, which needs attention
      const tight = rectangle(135, "fridge", "grill", "sink");
      const drawn = planDrawing(tight).appliances;
      expect(drawn[1]!.runX - (drawn[0]!.runX + drawn[0]!.widthIn)).toBe(8);
      const landing = check(tight, "grill-landing");
      expect(landing.status).toBe("attention");
      expect(landing.figures).toContain("8 in before it (from the Outdoor Fridge) and 8 in after it (to the Outdoor Sink)");
    });

    it("meets for a grill at the end of a long run, moving the 8 in gap up to 12 in", () => {
      // fridge 14-38, grill 50-86 on 204: the drawn gap is 12 in, with 118 in after it
      const landing = check(rectangle(204, "fridge", "grill"), "grill-landing");
      expect(landing.status, `${landing.figures} ${landing.action}`).toBe("meets");
      expect(landing.figures).toContain("12 in before it (from the Outdoor Fridge) and 118 in after it (to the end of the run)");
    });

    it("needs attention for a lone grill on a run just long enough for it", () => {
      const landing = check(rectangle(64, "grill"), "grill-landing");
      expect(landing.status).toBe("attention");
      expect(landing.action).toBe(
        "Lengthen the run by at least 10 in and keep the counter beside the grill: 24 in before it and 14 in after it.",
      );
    });

    it("counts no spare counter on a run shorter than the appliances need", () => {
      // grill 14-50, oven 58-88 on 96: the oven fits the drawing but leaves 8 in of the 14 in end buffer
      const landing = check(rectangle(96, "grill", "outdoor-oven"), "grill-landing");
      expect(landing.status).toBe("attention");
      expect(landing.action).toBe(
        "Lengthen the run by at least 14 in and keep the counter beside the grill: 24 in before it and 12 in after it.",
      );
    });

    it("asks for the run first when appliances fall past its end", () => {
      const landing = check(rectangle(80, "grill", "outdoor-oven"), "grill-landing");
      expect(landing.status).toBe("attention");
      expect(landing.action).toContain("Lengthen the run until every appliance fits");
    });

    it("counts the counter an appliance leaves when it is moved past an L's corner", () => {
      const plan = completePlan((p) => {
        p.shape = "l-shaped";
        p.lShape = { length1: 72, width1: 32, length2: 120, width2: 32 };
        p.appliances = appliances("fridge", "grill");
      });
      // the grill would end at 82, past L1's 72: it starts the return arm, 34 in after the fridge's end
      const landing = check(plan, "grill-landing");
      expect(landing.status, `${landing.figures} ${landing.action}`).toBe("meets");
      expect(landing.figures).toContain("34 in before it (from the Outdoor Fridge) and 84 in after it (to the end of the run)");
    });
  });

  describe("U-shape walkway", () => {
    const u = (length2: number) =>
      completePlan((p) => {
        p.shape = "u-shaped";
        p.uShape = { ...p.uShape, length2 };
      });

    it("needs attention when L2 is not more than W1 + W3 + 36 in", () => {
      const walkway = check(u(100), "u-walkway");
      expect(walkway.status).toBe("attention");
      expect(walkway.figures).toBe(
        "L2 100 in; W1 32 in + W3 32 in + 36 in = 100 in; a working aisle of 36 in between the arms, narrower than the 42 in NKBA recommends for one cook (48 in for two)",
      );
      expect(walkway.action).toBe(
        "Make L2 longer than 100 in (106 in for a 42 in aisle, 112 in for 48 in), or make the arms shallower.",
      );
    });

    it("meets past the product's rule, showing the aisle against NKBA's figures", () => {
      const narrow = check(u(101), "u-walkway");
      expect(narrow.status).toBe("meets");
      expect(narrow.figures).toContain("a working aisle of 37 in between the arms, narrower than the 42 in NKBA recommends");
      expect(check(u(110), "u-walkway").figures).toContain("enough for one cook (NKBA 42 in; 48 in for two)");
      expect(check(u(120), "u-walkway").figures).toContain("a working aisle of 56 in between the arms, enough for two cooks");
    });

    it("uses W3 as entered on an asymmetrical U and does not apply to other shapes", () => {
      const plan = u(93);
      plan.constraints.asymmetrical = true;
      plan.uShape.width3 = 24;
      expect(check(plan, "u-walkway").status).toBe("meets");
      expect(check(completePlan(), "u-walkway").status).toBe("not-applicable");
    });
  });

  it("checks an L's W2 against L1", () => {
    const plan = completePlan((p) => {
      p.shape = "l-shaped";
      p.lShape = { length1: 40, width1: 32, length2: 120, width2: 41 };
    });
    const deep = check(plan, "l-proportion");
    expect(deep.status).toBe("attention");
    expect(deep.figures).toBe("W2 41 in; L1 40 in: the return arm is deeper than the base run is long");
    expect(deep.action).toBe("Make W2 no more than L1 (40 in), or lengthen L1 to at least W2 (41 in).");
    plan.lShape.width2 = 40;
    expect(check(plan, "l-proportion").status).toBe("meets");
    expect(check(completePlan(), "l-proportion").status).toBe("not-applicable");
  });

  describe("seating", () => {
    const seating = (seatCount: number, height = 36, length = 96) =>
      completePlan((p) => {
        p.constraints = { ...p.constraints, seatingArea: true, seatCount };
        p.dimensions.height = height;
        p.dimensions.length = length;
      });

    it("does not apply without a seating area", () => {
      expect(check(completePlan(), "seating").status).toBe("not-applicable");
    });

    it("fits 24 in per seat on the free counter and states the knee space", () => {
      const four = check(seating(4, 36, 132), "seating");
      expect(four.status).toBe("meets");
      expect(four.figures).toBe(
        "4 seats x 24 in = 96 in of free counter; counter run 132 in, of which the appliances take 36 in, leaving 96 in free; " +
          "knee space 15 in deep at this 36 in counter, as the countertop overhang the scope specifies (NKBA guideline)",
      );
      const five = check(seating(5, 36, 132), "seating");
      expect(five.status).toBe("attention");
      expect(five.action).toBe("Plan at most 4 seats on the free counter, or lengthen the counter by at least 24 in.");
    });

    it("needs attention when the appliances fill the run the seats would use", () => {
      // 312 in of appliances on a 318 in run leave 6 in: not one seat
      const plan = completePlan((p) => {
        p.dimensions.length = 318;
        p.appliances = appliances("grill", "outdoor-oven", "teppan-grill", "pizza-oven", "smoker", "fridge", "sink", "triple-drawers");
        p.constraints = { ...p.constraints, seatingArea: true, seatCount: 4 };
      });
      const taken = plan.appliances.reduce((sum, a) => sum + applianceWidthIn(a), 0);
      const seat = check(plan, "seating");
      expect(seat.status).toBe("attention");
      expect(seat.figures).toContain(`leaving ${318 - taken} in free`);
      expect(seat.action).toMatch(/^Lengthen the counter by at least \d+ in\.$|^Plan at most/);
    });

    it("gives the knee space of the nearer standard height", () => {
      expect(check(seating(2, 42), "seating").figures).toContain("knee space 12 in deep at this 42 in counter");
      expect(check(seating(2, 40), "seating").figures).toContain(
        "knee space 12 in deep (NKBA's figure at 42 in, the standard height nearer to this 40 in counter)",
      );
      expect(check(seating(2, 39), "seating").figures).toContain("knee space 15 in deep (NKBA's figure at 36 in");
    });
  });

  describe("covered structure", () => {
    it("asks for a hood and clearances when a roof covers the cooking", () => {
      const gazebo = check(withStructure(() => {}, "grill", "fridge"), "cooking-under-roof");
      expect(gazebo.status).toBe("attention");
      expect(gazebo.figures).toBe("A gazebo / pavilion roof 108 in high over the Built-in Grill");
      expect(gazebo.action).toContain("Fit a vent hood at least 42 in wide (the 36 in Built-in Grill plus 6 in)");
      expect(gazebo.action).toContain("clearances to combustible overhead construction");

      const louvered = withStructure((s) => {
        s.structureType = "pergola";
        s.hasLouvers = true;
      }, "smoker");
      expect(check(louvered, "cooking-under-roof").status).toBe("attention");
      // no grill: the hood is sized on the widest cooking appliance under the roof
      expect(check(louvered, "cooking-under-roof").action).toContain("at least 30 in wide (the 24 in Smoker plus 6 in)");
    });

    it("meets under an open pergola and does not apply without a structure or such appliances", () => {
      const open = check(
        withStructure((s) => {
          s.structureType = "pergola";
        }, "grill"),
        "cooking-under-roof",
      );
      expect(open.status).toBe("meets");
      expect(open.figures).toBe("An open pergola (no louvers) over the Built-in Grill: smoke and heat rise freely");
      expect(check(completePlan(), "cooking-under-roof").status).toBe("not-applicable");
      const noOpenFlame = check(withStructure(() => {}, "fridge", "outdoor-oven"), "cooking-under-roof");
      expect(noOpenFlame.status).toBe("not-applicable");
      expect(noOpenFlame.figures).toBe(
        "No Built-in Grill, Side Burner, Teppan Grill, Smoker or Pizza Oven under the gazebo / pavilion",
      );
    });

    it("asks for heater clearances under a gazebo only", () => {
      const heaters = check(
        withStructure((s) => {
          s.hasHeaters = true;
        }, "grill"),
        "structure-heaters",
      );
      expect(heaters.status).toBe("attention");
      expect(heaters.action).toContain("clearance from combustibles its listing gives (typically 3 ft)");
      const pergola = withStructure((s) => {
        s.structureType = "pergola";
        s.hasHeaters = true;
      }, "grill");
      expect(check(pergola, "structure-heaters").status).toBe("not-applicable");
      expect(check(completePlan(), "structure-heaters").status).toBe("not-applicable");
    });

    it("needs a permit over 120 sq ft, embedded, or with wiring or heaters", () => {
      const small = check(withStructure(() => {}, "grill"), "structure-permit");
      expect(small.status).toBe("meets");
      expect(small.figures).toBe(
        "Gazebo / pavilion 120 in x 96 in = 80 sq ft, freestanding, with no wiring or heaters: likely exempt from a building permit; verify the local limit (120-200 sq ft)",
      );

      const large = check(
        withStructure((s) => {
          s.dimensions = { ...s.dimensions, length: 156, width: 120 };
        }, "grill"),
        "structure-permit",
      );
      expect(large.status).toBe("attention");
      expect(large.figures).toBe(
        "Gazebo / pavilion 156 in x 120 in = 130 sq ft; a building permit is needed: footprint over 120 sq ft",
      );
      expect(large.action).toBe("The contractor pulls the structure permit (footprint over 120 sq ft) and books its inspections.");

      for (const change of [
        (s: PlannerData["pergola"]) => {
          s.embedded = true;
        },
        (s: PlannerData["pergola"]) => {
          s.spotlights = "2";
        },
        (s: PlannerData["pergola"]) => {
          s.hasHeaters = true;
        },
        (s: PlannerData["pergola"]) => {
          s.hasFan = true;
        },
      ]) {
        expect(check(withStructure(change, "grill"), "structure-permit").status).toBe("attention");
      }
      // heaters are not a pergola option
      const pergola = withStructure((s) => {
        s.structureType = "pergola";
        s.hasHeaters = true;
      }, "grill");
      expect(check(pergola, "structure-permit").status).toBe("meets");
      expect(check(completePlan(), "structure-permit").status).toBe("not-applicable");
    });
  });

  it("states the island vents for any gas appliance: one per 6 ft of run, at least 4, placed for the fuel", () => {
    const plan = rectangle(150, "grill", "side-burner");
    const vents = check(plan, "island-ventilation");
    expect(vents.status).toBe("meets");
    expect(vents.figures).toBe(
      "Gas appliances: Built-in Grill and Side Burner. The island needs at least 4 vents of 10 sq in or more each " +
        "(one every 6 ft of the 150 in run, at least 4), placed low for propane (heavier than air) and high for natural gas, both until the fuel is fixed",
    );
    plan.site = { fuel: "natural-gas" };
    expect(check(plan, "island-ventilation").figures).toContain("placed high, since natural gas is lighter than air");
    plan.site = { fuel: "propane" };
    expect(check(plan, "island-ventilation").figures).toContain("placed low, since propane is heavier than air");
    const long = rectangle(360, "grill", "side-burner");
    expect(check(long, "island-ventilation").figures).toContain("at least 5 vents");
    expect(check(rectangle(96, "outdoor-oven"), "island-ventilation").status).toBe("meets");
    expect(check(rectangle(96, "fridge", "sink"), "island-ventilation").status).toBe("not-applicable");
  });

  it("asks that no unprotected combustible construction stand over a grill under a structure", () => {
    expect(check(rectangle(120, "grill"), "combustible-overhead").status).toBe("not-applicable");
    expect(check(withStructure(() => {}, "sink"), "combustible-overhead").status).toBe("not-applicable");
    const gazebo = check(withStructure(() => {}, "grill"), "combustible-overhead");
    expect(gazebo.status).toBe("attention");
    expect(gazebo.figures).toContain("A gazebo / pavilion roof over the Built-in Grill: no unprotected combustible construction may be above a grill");
    expect(gazebo.action).toContain("take the overhead and side clearances from the Built-in Grill's installation manual");
    const pergola = check(withStructure((s) => {
        s.structureType = "pergola";
      }, "grill"), "combustible-overhead");
    expect(pergola.status).toBe("attention");
    expect(pergola.figures).toContain("open pergola, whose beams may be wood");
  });

  describe("sink drain and winterising", () => {
    it("needs attention when the owner plans no drain for the sink", () => {
      const plan = rectangle(120, "grill", "sink");
      plan.site = { drain: "none" };
      const drain = check(plan, "sink-drain");
      expect(drain.status).toBe("attention");
      expect(drain.figures).toContain("a portable bucket");
      expect(drain.action).toContain("Run a trapped drain");
      plan.site = { drain: "sewer" };
      expect(check(plan, "sink-drain").status).toBe("meets");
    });

    it("states the trap, drain and inside shut-off with a sink", () => {
      const plan = rectangle(120, "grill", "sink");
      const drain = check(plan, "sink-drain");
      expect(drain.status).toBe("meets");
      expect(drain.figures).toBe(
        "Outdoor Sink with cold water: a trap and an approved drain to the sewer or septic system (or a dry well for rinse water " +
          "where allowed); a shut-off and drain inside the house to winterise the line",
      );
      plan.utilities.water = "hot-cold";
      expect(check(plan, "sink-drain").figures).toContain("hot and cold water (hot needs a heater");
    });

    it("does not apply without a sink, but an ice maker without one needs attention", () => {
      expect(check(completePlan(), "sink-drain").status).toBe("not-applicable");
      const ice = check(rectangle(96, "grill", "ice-maker"), "sink-drain");
      expect(ice.status).toBe("attention");
      expect(ice.figures).toBe(
        "No sink, but the Ice Maker needs a water supply and a drain; the budget prices plumbing only with a sink",
      );
      expect(ice.action).toContain("or add a sink to the plan");
    });
  });

  describe("island depth", () => {
    it("needs attention for a 22 in deep island with a grill and an oven", () => {
      const plan = completePlan((p) => {
        p.dimensions = { ...p.dimensions, length: 120, width: 22 };
        p.appliances = appliances("grill", "outdoor-oven");
      });
      const depth = check(plan, "island-depth");
      expect(depth.status).toBe("attention");
      expect(depth.figures).toContain("the Built-in Grill (typically 21 in deep, needing 25 in) on the 22 in deep island");
      expect(depth.action).toContain("at least 26 in deep");
    });

    it("meets on the default 32 in deep island and reads each arm's own depth", () => {
      expect(check(completePlan(), "island-depth").status).toBe("meets");
      const plan = completePlan((p) => {
        p.shape = "l-shaped";
        p.lShape = { length1: 120, width1: 32, length2: 96, width2: 22 };
        p.appliances = appliances("grill", "outdoor-oven", "fridge");
      });
      const depth = check(plan, "island-depth");
      expect(depth.status).toBe("attention");
      expect(depth.figures).toContain("on L2, 22 in deep");
      expect(depth.figures).not.toContain("Grill");
    });
  });

  describe("walkway to the structure's posts", () => {
    it("needs attention when the posts stand closer than 36 in to the island", () => {
      // a 120 x 96 in structure over a 96 x 32 in island: 12 in at the ends, 32 in front and back
      const plan = withStructure(() => {}, "grill");
      const clearance = check(plan, "structure-clearance");
      expect(clearance.status).toBe("attention");
      expect(clearance.figures).toContain("leaves 12 in at the ends and 32 in in front of and behind it");
      expect(clearance.action).toContain("at least 168 in long and 104 in wide");
    });

    it("meets with room all round, and does not apply without a structure or when it is embedded", () => {
      const roomy = withStructure((s) => {
        s.dimensions = { ...s.dimensions, length: 180, width: 120 };
      }, "grill");
      expect(check(roomy, "structure-clearance").status).toBe("meets");
      expect(check(completePlan(), "structure-clearance").status).toBe("not-applicable");
      expect(check(withStructure((s) => (s.embedded = true), "grill"), "structure-clearance").status).toBe("not-applicable");
    });
  });

  describe("budget range", () => {
    const inRange = (budgetRange: PlannerData["contractInfo"]["budgetRange"]) =>
      completePlan((p) => {
        p.contractInfo = { ...p.contractInfo, budgetRange };
      });

    it("needs attention for an estimate above the owner's range", () => {
      const plan = inRange("60k-90k");
      const found = designChecks(plan, 96_511).find((c) => c.id === "budget-range")!;
      expect(found.status).toBe("attention");
      expect(found.figures).toBe("Estimate $96,511; the owner's budget range is $60,000 - $90,000: $6,511 above its top");
      expect(budgetAboveRange(plan, 96_511)).toEqual({ range: "$60,000 - $90,000", topUsd: 90_000, totalUsd: 96_511, overUsd: 6_511 });
    });

    it("meets within the range, and says nothing for the open top range, no range or no total", () => {
      expect(designChecks(inRange("60k-90k"), 90_000).find((c) => c.id === "budget-range")!.status).toBe("meets");
      expect(budgetAboveRange(inRange("60k-90k"), 90_000)).toBeNull();
      expect(budgetAboveRange(inRange("above-90k"), 500_000)).toBeNull();
      expect(budgetAboveRange(inRange(""), 500_000)).toBeNull();
      expect(budgetAboveRange(inRange("under-10k"), 10_001)?.overUsd).toBe(1);
      expect(check(inRange("60k-90k"), "budget-range").status).toBe("not-applicable");
    });
  });

  describe("properties", () => {
    it("always lists every rule in order, with an action exactly when it needs attention", () => {
      fc.assert(
        fc.property(plannerDataArbitrary, (plan) => {
          const items = designChecks(plan);
          expect(items.map((c) => c.id)).toEqual([...DESIGN_CHECK_IDS]);
          for (const c of items) {
            expect(c.action !== null).toBe(c.status === "attention");
            expect(c.figures.length).toBeGreaterThan(0);
            expect(c.source.length).toBeGreaterThan(0);
            expect(`${c.figures} ${c.action ?? ""}`).not.toMatch(/NaN|undefined|Infinity|(^|\s)-\d/);
          }
          expect(checksNeedingAttention(items)).toEqual(items.filter((c) => c.status === "attention"));
        }),
        { numRuns: propertyRuns(300) },
      );
    });

    it("agrees with the dimensions step's warnings on run length, U walkway and L proportion", () => {
      fc.assert(
        fc.property(plannerDataArbitrary, (plan) => {
          const warnings = planWarnings(plan);
          const shape = plan.shape === "" ? "rectangular" : plan.shape;
          expect(check(plan, "run-length").status === "attention").toBe(
            warnings.includes(WARNING_MESSAGES.insufficientLength),
          );
          const walkway = check(plan, "u-walkway").status;
          expect(walkway === "attention").toBe(warnings.includes(WARNING_MESSAGES.uShapeSpacing));
          expect(walkway === "not-applicable").toBe(shape !== "u-shaped");
          const proportion = check(plan, "l-proportion").status;
          expect(proportion === "attention").toBe(warnings.includes(WARNING_MESSAGES.lShapeW2GreaterThanL1));
          expect(proportion === "not-applicable").toBe(shape !== "l-shaped");
        }),
        { numRuns: propertyRuns(300) },
      );
    });
  });

  describe("the same layout rules as Fit to my appliances", () => {
    const SAME_RULE: [DesignCheckId, LayoutRuleId][] = [
      ["run-length", "run-length"],
      ["grill-landing", "grill-landing"],
      ["u-walkway", "u-walkway"],
      ["l-proportion", "l-proportion"],
    ];

    it("asks for attention exactly where the layout rule is broken", () => {
      fc.assert(
        fc.property(plannerDataArbitrary, (plan) => {
          const broken = brokenLayoutRules(plan);
          for (const [checkId, ruleId] of SAME_RULE) {
            expect(check(plan, checkId).status === "attention").toBe(broken.includes(ruleId));
          }
        }),
        { numRuns: propertyRuns(200) },
      );
    });

    it("finds nothing to mend in the layout of an island fitted to its appliances", () => {
      const plan = completePlan((p) => {
        p.shape = "u-shaped";
        p.appliances = (["grill", "side-burner", "sink", "fridge", "pizza-oven"] as const).map(createApplianceItem);
      });
      const result = fitToAppliances(plan);
      if (!result.fits) throw new Error(result.reason);
      for (const [checkId] of SAME_RULE) expect(check(result.data, checkId).status).not.toBe("attention");
    });
  });
});

describe("landing space beside the grill, on a run of fractional inches", () => {
  it("meets when the drawn gaps are the landing space to within a rounding, and never asks for a negative length", () => {
    const sizes: Array<[ApplianceId, number]> = [
      ["side-burner", 15], ["fridge", 24], ["pizza-oven", 48], ["smoker", 24], ["grill", 36],
      ["sink", 21], ["double-drawers", 21], ["outdoor-oven", 30], ["teppan-grill", 24],
    ];
    const plan = completePlan((p) => {
      p.shape = "u-shaped";
      p.appliancePlacement = "inside";
      p.uShape = { length1: 204, length2: 48.786499999999975, length3: 24, width1: 22, width2: 22, width3: 22 };
      p.appliances = sizes.map(([id, size]) => selectApplianceSize(createApplianceItem(id), size));
    });
    const landing = designChecks(plan).find((c) => c.id === "grill-landing")!;
    expect(`${landing.figures} ${landing.action ?? ""}`).not.toMatch(/(^|\s)-\d/);
    expect(landing.status, landing.figures).toBe("meets");
  });
});
