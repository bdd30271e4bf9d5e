import fc from "fast-check";
import { APPLIANCE_CUTOUT_DEPTH_IN } from "./catalogue";
import { describe, expect, it } from "vitest";
import { countertopSqFt, currentLengthIn, perimeterIn } from "./geometry";
import { APPLIANCE_GAP_IN, END_BUFFER_IN } from "./limits";
import {
  COOK_AISLE_IN,
  everyDimension,
  type PlanDrawing,
  type PlanPoint,
  type PlanRect,
  planDrawing,
  structureAttachment,
} from "./plan-drawing";
import type { PlannerData } from "./schema";
import { createApplianceItem, createDefaultPlannerData } from "./model";
import { plannerDataArbitrary } from "../testing/arbitraries";
import { propertyRuns } from "../testing/property-runs";
import { richSowPlan } from "../testing/plans";

function plan(change: (d: PlannerData) => void = () => {}): PlannerData {
  const data = createDefaultPlannerData();
  change(data);
  return data;
}

/** Shoelace area and edge-length sum of a closed polygon. */
function polygonArea(points: PlanPoint[]): number {
  let sum = 0;
  points.forEach((a, i) => {
    const b = points[(i + 1) % points.length]!;
    sum += a.x * b.y - b.x * a.y;
  });
  return Math.abs(sum) / 2;
}
function polygonPerimeter(points: PlanPoint[]): number {
  return points.reduce((sum, a, i) => {
    const b = points[(i + 1) % points.length]!;
    return sum + Math.hypot(b.x - a.x, b.y - a.y);
  }, 0);
}

const inside = (r: PlanRect, box: PlanRect) =>
  r.x >= box.x && r.y >= box.y && r.x + r.width <= box.x + box.width && r.y + r.height <= box.y + box.height;
const pointIn = (pt: PlanPoint, box: PlanRect) => inside({ x: pt.x, y: pt.y, width: 0, height: 0 }, box);

function expectEverythingInsideViewBox(drawing: PlanDrawing) {
  const box = drawing.viewBox;
  for (const pt of drawing.outline) expect(pointIn(pt, box)).toBe(true);
  for (const a of drawing.appliances) expect(inside(a.rect, box)).toBe(true);
  for (const d of everyDimension(drawing)) {
    expect(pointIn(d.line.start, box)).toBe(true);
    expect(pointIn(d.line.end, box)).toBe(true);
    expect(pointIn(d.labelAt, box)).toBe(true);
  }
  if (drawing.pergola) {
    expect(inside(drawing.pergola.rect, box)).toBe(true);
    expect(pointIn(drawing.pergola.labelAt, box)).toBe(true);
    if (drawing.pergola.wall) {
      expect(pointIn(drawing.pergola.wall.line.start, box)).toBe(true);
      expect(pointIn(drawing.pergola.wall.line.end, box)).toBe(true);
      expect(pointIn(drawing.pergola.wall.labelAt, box)).toBe(true);
    }
  }
}

const threeAppliances = (d: PlannerData) => {
  d.appliances = [createApplianceItem("grill"), createApplianceItem("sink"), createApplianceItem("fridge")];
};

describe("planDrawing: rectangle", () => {
  it("draws the counter to scale and labels its length and width", () => {
    const drawing = planDrawing(plan());
    expect(drawing.shape).toBe("rectangular");
    expect(drawing.outline).toEqual([
      { x: 0, y: 0 },
      { x: 96, y: 0 },
      { x: 96, y: 32 },
      { x: 0, y: 32 },
    ]);
    expect(drawing.dimensions.map((d) => d.text)).toEqual(['Length 96"', 'Width 32"']);
    expect(drawing.sections).toEqual([{ label: "L", lengthIn: 96, widthIn: 32, rect: { x: 0, y: 0, width: 96, height: 32 } }]);
  });

  it("lays the appliances out in order from the end buffer, one gap apart, at the layout's positions", () => {
    const data = plan((d) => {
      threeAppliances(d);
      d.dimensions.length = 125;
    });
    const drawing = planDrawing(data);
    expect(drawing.appliances.map((a) => a.name)).toEqual(["Built-in Grill", "Outdoor Sink", "Outdoor Fridge"]);
    expect(drawing.appliances.map((a) => a.runX)).toEqual([14, 14 + 36 + 8, 14 + 36 + 8 + 21 + 8]);
    expect(drawing.appliances.map((a) => a.rect.x)).toEqual([14, 14 + 36 + 8, 14 + 36 + 8 + 21 + 8]);
    expect(drawing.appliances.map((a) => a.rect.width)).toEqual([36, 21, 24]);
    expect(drawing.appliances[0]!.rect.x).toBe(END_BUFFER_IN);
    for (let i = 1; i < drawing.appliances.length; i++) {
      const before = drawing.appliances[i - 1]!.rect;
      expect(drawing.appliances[i]!.rect.x - (before.x + before.width)).toBe(APPLIANCE_GAP_IN);
    }
    // inside the counter's depth
    for (const a of drawing.appliances) {
      expect(a.rect.y).toBeGreaterThanOrEqual(0);
      expect(a.rect.y + a.rect.height).toBeLessThanOrEqual(32);
    }
    expect(drawing.appliances.map((a) => a.number)).toEqual([1, 2, 3]);
  });

  it("compares the length needed with the current length and marks what does not fit", () => {
    // 36 + 21 + 24 + 2 x 8 + 28 = 125 > 96
    const drawing = planDrawing(plan(threeAppliances));
    expect(drawing.run.estimatedLengthIn).toBe(125);
    expect(drawing.run.currentLengthIn).toBe(96);
    expect(drawing.run.fits).toBe(false);
    // the fridge would start at 87 and end at 111, past the 96" counter: it is drawn apart, beyond the end
    expect(drawing.appliances.map((a) => a.fits)).toEqual([true, true, false]);
    const fridge = drawing.appliances[2]!;
    expect(fridge.runX).toBe(87);
    expect(fridge.rect.x).toBeGreaterThanOrEqual(96 + 3 * drawing.textSize);
    expect(fridge.rect.width).toBe(24);

    const longer = planDrawing(plan((d) => {
      threeAppliances(d);
      d.dimensions.length = 125;
    }));
    expect(longer.run.fits).toBe(true);
    expect(longer.appliances.every((a) => a.fits)).toBe(true);
  });

  it("keeps every line, label and appliance inside the view box", () => {
    expectEverythingInsideViewBox(planDrawing(plan(threeAppliances)));
    expectEverythingInsideViewBox(planDrawing(plan((d) => (d.appliances = []))));
  });

  it("draws nothing on the run without appliances", () => {
    const drawing = planDrawing(plan((d) => (d.appliances = [])));
    expect(drawing.appliances).toEqual([]);
    expect(drawing.run.estimatedLengthIn).toBe(0);
    expect(drawing.summary).toContain("No appliances placed.");
  });
});

describe("planDrawing: L shape", () => {
  const lPlan = (change: (d: PlannerData) => void = () => {}) =>
    plan((d) => {
      d.shape = "l-shaped";
      d.lShape = { length1: 72, width1: 32, length2: 48, width2: 30 };
      change(d);
    });

  it("is the base run plus the return arm beyond the base depth, matching the budget's geometry", () => {
    const data = lPlan();
    const drawing = planDrawing(data);
    expect(drawing.sections.map((s) => s.rect)).toEqual([
      { x: 0, y: 0, width: 72, height: 32 },
      { x: 42, y: 32, width: 30, height: 48 },
    ]);
    expect(polygonArea(drawing.outline)).toBeCloseTo(countertopSqFt(data) * 144, 6);
    expect(polygonPerimeter(drawing.outline)).toBeCloseTo(perimeterIn(data), 6);
    expect(drawing.dimensions.map((d) => d.text)).toEqual(['L1 72"', 'W1 32"', 'L2 48"', 'W2 30"']);
    expect(drawing.summary).toBe(
      'L-shaped island, L1 72" x W1 32", L2 48" x W2 30", 36" high. 1 appliance needs 64" of counter; current L (outside) is 120".',
    );
  });

  it("outside: the run follows the outer edges, L1 then down L2, and turns the corner when an appliance would straddle it", () => {
    const data = lPlan(threeAppliances);
    const drawing = planDrawing(data);
    expect(drawing.run.placement).toBe("outside");
    expect(drawing.run.legs.map((l) => [l.section, l.lengthIn])).toEqual([
      ["L1", 72],
      ["L2", 48],
    ]);
    expect(drawing.run.currentLengthIn).toBe(currentLengthIn(data));
    const [grill, sink, fridge] = drawing.appliances;
    // grill 14-50 and sink 58-79 would cross the 72" corner: the sink moves to the start of the arm
    expect(grill!.section).toBe("L1");
    expect(grill!.rect).toMatchObject({ x: 14, width: 36 });
    expect(sink!.section).toBe("L2");
    expect(sink!.runX).toBe(72);
    // on the arm the run goes down the outer (right) edge, so the sink's width runs along y from the arm's top
    expect(sink!.rect).toMatchObject({ y: 32, height: 21 });
    expect(sink!.rect.x + sink!.rect.width).toBeLessThanOrEqual(72);
    expect(sink!.rect.x).toBeGreaterThanOrEqual(42);
    // the fridge keeps its 8" gap after the sink
    expect(fridge!.runX).toBe(72 + 21 + 8);
    // 101 + 24 = 125 > 120: past the end of the arm, drawn below it, clear of the W2 dimension
    expect(fridge!.fits).toBe(false);
    expect(fridge!.rect.y).toBeGreaterThanOrEqual(32 + 48 + 3 * drawing.textSize);
    expect(fridge!.rect.height).toBe(24);
    expectEverythingInsideViewBox(drawing);
  });

  it("inside: the run follows the inner edges, which are shorter by the arm's width", () => {
    const data = lPlan((d) => {
      d.appliancePlacement = "inside";
      d.appliances = [createApplianceItem("fridge")];
    });
    const drawing = planDrawing(data);
    expect(drawing.run.placement).toBe("inside");
    expect(drawing.run.legs.map((l) => l.lengthIn)).toEqual([42, 48]);
    expect(drawing.run.currentLengthIn).toBe(72 + 48 - 30);
    const fridge = drawing.appliances[0]!;
    // on the base's inner edge (y = 32), reaching into the base
    expect(fridge.rect).toMatchObject({ x: 14, width: 24 });
    expect(fridge.rect.y + fridge.rect.height).toBeLessThanOrEqual(32);
    expect(fridge.fits).toBe(true);
  });
});

describe("planDrawing: U shape", () => {
  it("is the base L2 x W2 with both arms beyond its depth, the third mirroring the first unless asymmetrical", () => {
    const data = plan((d) => {
      d.shape = "u-shaped";
      d.uShape = { length1: 48, width1: 32, length2: 120, width2: 30, length3: 60, width3: 24 };
    });
    const drawing = planDrawing(data);
    expect(drawing.sections.map((s) => [s.label, s.rect])).toEqual([
      ["L1", { x: 0, y: 30, width: 32, height: 48 }],
      ["L2", { x: 0, y: 0, width: 120, height: 30 }],
      ["L3", { x: 88, y: 30, width: 32, height: 48 }],
    ]);
    expect(polygonArea(drawing.outline)).toBeCloseTo(countertopSqFt(data) * 144, 6);
    expect(polygonPerimeter(drawing.outline)).toBeCloseTo(perimeterIn(data), 6);
    expect(drawing.dimensions.map((d) => d.text)).toEqual(['L2 120"', 'W2 30"', 'L1 48"', 'W1 32"', 'L3 48"', 'W3 32"']);

    data.constraints.asymmetrical = true;
    const asym = planDrawing(data);
    expect(asym.sections[2]!.rect).toEqual({ x: 96, y: 30, width: 24, height: 60 });
    expect(polygonArea(asym.outline)).toBeCloseTo(countertopSqFt(data) * 144, 6);
    expect(asym.dimensions.map((d) => d.text)).toContain('W3 24"');
  });

  it("runs up arm L1, along the base and down arm L3; inside it loses both corners", () => {
    const outside = plan((d) => {
      d.shape = "u-shaped";
      d.appliances = [createApplianceItem("grill"), createApplianceItem("sink")];
    });
    const drawing = planDrawing(outside);
    expect(drawing.run.legs.map((l) => [l.section, l.lengthIn])).toEqual([
      ["L1", 48],
      ["L2", 72],
      ["L3", 48],
    ]);
    expect(drawing.run.currentLengthIn).toBe(168);
    // grill 14-50 crosses the end of the 48" arm: it starts the base instead
    expect(drawing.appliances.map((a) => [a.section, a.runX])).toEqual([
      ["L2", 48],
      // the grill is given 12 in of landing space on its other side out of the spare counter
      ["L2", 48 + 36 + 12],
    ]);
    expect(drawing.appliances[0]!.rect).toMatchObject({ x: 0, y: 2, width: 36 });
    expectEverythingInsideViewBox(drawing);

    const inner = planDrawing({ ...outside, appliancePlacement: "inside" });
    expect(inner.run.legs.map((l) => l.lengthIn)).toEqual([48, 72 - 32 - 32, 48]);
    expect(inner.run.currentLengthIn).toBe(168 - 64);
  });
});

describe("planDrawing: covered structure", () => {
  it("shows the pergola footprint, centred on the island, only when a structure is planned", () => {
    expect(planDrawing(plan()).pergola).toBeNull();

    const data = plan((d) => {
      d.pergola.enabled = true;
      d.pergola.structureType = "pergola";
    });
    const drawing = planDrawing(data);
    expect(drawing.pergola).not.toBeNull();
    expect(drawing.pergola!.label).toBe('Pergola 120" x 96"');
    expect(drawing.pergola!.rect).toEqual({ x: 48 - 60, y: 16 - 48, width: 120, height: 96 });
    expect(drawing.pergola!.posts).toHaveLength(4);
    expect(drawing.summary).toContain('Pergola footprint 120" x 96".');
    expectEverythingInsideViewBox(drawing);
    // the view box grows to hold the structure
    expect(drawing.viewBox.width).toBeGreaterThan(120);
    expect(drawing.viewBox.height).toBeGreaterThan(96);

    data.pergola.structureType = "gazebo-pavilion";
    expect(planDrawing(data).pergola!.label).toBe('Gazebo / pavilion 120" x 96"');
  });
});

describe("planDrawing: what was chosen for the structure", () => {
  const attachedPergola = (d: PlannerData) => {
    d.pergola.enabled = true;
    d.pergola.structureType = "pergola";
    d.pergola.oneSided = true;
    d.pergola.dimensions.length = 144;
    d.pergola.dimensions.width = 120;
  };

  it("draws a one-sided pergola against the house wall, posts only on its free side, the cook's aisle under it", () => {
    const drawing = planDrawing(
      plan((d) => {
        attachedPergola(d);
        threeAppliances(d);
      }),
    );
    const s = drawing.pergola!;
    expect(drawing.positions.length).toBeGreaterThan(0);
    expect(s.wall).not.toBeNull();
    // the wall runs along the structure's back edge, behind the cook at the run's edge (y = 0)
    expect(s.wall!.ledger.start.y).toBe(s.rect.y);
    expect(s.wall!.line.start.y).toBe(s.rect.y);
    expect(s.wall!.label).toMatch(/House wall/);
    // its label stands clear of the position dimensions, which start at the counter's end
    for (const d of drawing.positions) expect(s.wall!.labelAt.x).toBeLessThan(Math.min(d.line.start.x, d.line.end.x));
    expect(s.rect.y).toBe(-COOK_AISLE_IN);
    // the counter's front edge is under the structure, the aisle between it and the wall
    expect(s.rect.y + s.rect.height).toBeGreaterThan(32);
    // two posts, both on the free side, none on the wall
    expect(s.posts).toHaveLength(2);
    for (const post of s.posts) expect(post.y).toBe(s.rect.y + s.rect.height);
    expect(s.label).toContain("attached");
    expect(drawing.summary).toContain('Pergola footprint 144" x 120", attached to the house wall.');
    expect(s.dimensions.map((d) => d.text)).toContain(`Aisle ${COOK_AISLE_IN}"`);
    expectEverythingInsideViewBox(drawing);

    const free = planDrawing(plan((d) => {
        attachedPergola(d);
        d.pergola.oneSided = false;
      }));
    expect(free.pergola!.wall).toBeNull();
    expect(free.pergola!.posts).toHaveLength(4);
  });

  it("says how the structure stands, for the permit reason and the structure section", () => {
    expect(structureAttachment(plan()).text).toBe("");
    expect(structureAttachment(plan(attachedPergola))).toMatchObject({ attached: true, embedded: false });
    expect(structureAttachment(plan(attachedPergola)).text).toMatch(/attached to the house wall/);
    const gazebo = plan((d) => {
      d.pergola.enabled = true;
      d.pergola.structureType = "gazebo-pavilion";
      d.pergola.oneSided = true;
    });
    // only a pergola can be one-sided
    expect(structureAttachment(gazebo)).toMatchObject({ attached: false, text: "free-standing" });
    expect(planDrawing(gazebo).pergola!.wall).toBeNull();
  });

  it("labels the dashed outline of a gazebo with its length and width", () => {
    const drawing = planDrawing(
      plan((d) => {
        d.pergola.enabled = true;
        d.pergola.structureType = "gazebo-pavilion";
        d.pergola.dimensions.length = 150;
        d.pergola.dimensions.width = 130;
      }),
    );
    const texts = drawing.pergola!.dimensions.map((d) => d.text);
    expect(texts).toEqual(['Structure length 150"', 'Structure width 130"']);
    expect(everyDimension(drawing).map((d) => d.text)).toEqual(expect.arrayContaining(texts));
    const [length] = drawing.pergola!.dimensions;
    expect(length!.line.end.x - length!.line.start.x).toBe(150);
    expectEverythingInsideViewBox(drawing);
  });
});

describe("planDrawing: appliances as built", () => {
  it("draws each appliance at its own depth from the front edge, not the island's full depth", () => {
    const drawing = planDrawing(plan((d) => {
        d.dimensions.width = 36;
        threeAppliances(d);
      }));
    for (const a of drawing.appliances) {
      expect(a.rect.y).toBe(2);
      expect(a.rect.height).toBe(APPLIANCE_CUTOUT_DEPTH_IN[a.id]);
      expect(a.depthIn).toBe(APPLIANCE_CUTOUT_DEPTH_IN[a.id]);
    }
    expect(drawing.appliances.find((a) => a.id === "sink")!.rect.height).toBeLessThan(drawing.appliances[0]!.rect.height);
  });

  it("dimensions where each appliance sits on the run", () => {
    const drawing = planDrawing(plan((d) => {
        d.dimensions.length = 125;
        threeAppliances(d);
      }));
    expect(drawing.positions.map((d) => d.text)).toEqual(['1: 14"', `2: ${14 + 36 + 8}"`, `3: ${14 + 36 + 8 + 21 + 8}"`]);
    drawing.positions.forEach((d, i) => {
      expect(d.line.start.x).toBe(0);
      expect(d.line.end.x).toBe(drawing.appliances[i]!.rect.x);
      // stacked outside the length's own dimension, one row each
      expect(d.line.start.y).toBeLessThan(drawing.dimensions[0]!.line.start.y);
      if (i > 0) expect(d.line.start.y).toBeLessThan(drawing.positions[i - 1]!.line.start.y);
    });
    expectEverythingInsideViewBox(drawing);
  });
});

describe("planDrawing: text size", () => {
  it("scales labels with the drawing so they stay legible on a phone", () => {
    const small = planDrawing(plan((d) => (d.dimensions.length = 48)));
    const large = planDrawing(plan((d) => (d.dimensions.length = 204)));
    expect(large.textSize).toBeGreaterThan(small.textSize);
    // about 12 px or more once the view box is scaled to 350 px
    for (const drawing of [small, large]) {
      expect((drawing.textSize * 350) / drawing.viewBox.width).toBeGreaterThanOrEqual(11);
    }
  });
});

describe("planDrawing: any valid plan", () => {
  it("keeps the run order and gaps, fits appliances on the island, and everything inside the view box", () => {
    fc.assert(
      fc.property(plannerDataArbitrary, (data) => {
        const drawing = planDrawing(data);
        expect(drawing.appliances.map((a) => a.id)).toEqual(data.appliances.map((a) => a.id));
        expect(drawing.run.currentLengthIn).toBe(currentLengthIn(data));
        const legs = drawing.run.legs.reduce((sum, leg) => sum + leg.lengthIn, 0);
        // Inside, an inner edge shorter than nothing (W2 > L1, or W1 + W3 > L2) is drawn as no edge at all,
        // while currentLengthIn subtracts the full depths; elsewhere the run is exactly the current L.
        if (drawing.run.placement === "inside") expect(legs).toBeGreaterThanOrEqual(currentLengthIn(data) - 1e-6);
        else expect(legs).toBeCloseTo(currentLengthIn(data), 6);
        drawing.appliances.forEach((a, i) => {
          const previous = drawing.appliances[i - 1];
          // corners only ever add space, never remove the 8" gap (an appliance the homeowner placed on an arm too
          // short for it runs past the arm's end and does not fit: the next arm's first one starts at its corner)
          if (previous?.fits) expect(a.runX - (previous.runX + previous.widthIn)).toBeGreaterThanOrEqual(APPLIANCE_GAP_IN - 1e-3);
          if (a.fits) {
            const section = drawing.sections.find((s) => s.label === a.section)!;
            // positions are kept to thousandths of an inch
            const within = (r: PlanRect, box: PlanRect) =>
              r.x >= box.x - 1e-3 &&
              r.y >= box.y - 1e-3 &&
              r.x + r.width <= box.x + box.width + 1e-3 &&
              r.y + r.height <= box.y + box.height + 1e-3;
            expect(within(a.rect, section.rect)).toBe(true);
          }
        });
        expectEverythingInsideViewBox(drawing);
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});

describe("position dimensions' labels", () => {
  it("sit beside their line when it is long enough, and before the run's start when it is not", () => {
    const { positions } = planDrawing(richSowPlan());
    const along = (d: (typeof positions)[number]) => {
      const { start, end } = d.line;
      const length = Math.hypot(end.x - start.x, end.y - start.y);
      return ((d.labelAt.x - start.x) * (end.x - start.x) + (d.labelAt.y - start.y) * (end.y - start.y)) / length;
    };
    const short = positions.find((d) => d.valueIn === 12)!;
    expect(along(short)).toBeLessThan(0);
    const long = positions.find((d) => d.valueIn === 96)!;
    expect(along(long)).toBeCloseTo(48, 0);
  });
});
