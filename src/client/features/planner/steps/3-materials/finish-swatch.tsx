import type { CSSProperties } from "react";
import type { FinishLook } from "../../../../../domain/planner/finishes";

/** The CSS background of each pattern, from the look's two colours: gradients only, no images to fetch. */
function patternBackground({ accent, pattern }: FinishLook): Pick<CSSProperties, "backgroundImage" | "backgroundSize"> {
  switch (pattern) {
    case "stone":
      return {
        backgroundImage: `radial-gradient(ellipse 30% 22% at 22% 30%, ${accent}66 60%, transparent 62%), radial-gradient(ellipse 26% 20% at 70% 62%, ${accent}55 60%, transparent 62%), radial-gradient(ellipse 20% 16% at 40% 80%, ${accent}44 60%, transparent 62%)`,
        backgroundSize: "100% 100%",
      };
    case "stucco":
      return { backgroundImage: `radial-gradient(${accent} 1px, transparent 1.5px)`, backgroundSize: "7px 7px" };
    case "brick": {
      // running bond: each course's joints sit halfway along the bricks of the course below
      const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='28' height='28'><path d='M0 13h28M0 27h28M13 0v13M27 14v13' stroke='${accent}' stroke-width='2'/></svg>`;
      return { backgroundImage: `url("data:image/svg+xml,${encodeURIComponent(svg)}")`, backgroundSize: "28px 28px" };
    }
    case "tile":
      return {
        backgroundImage: `linear-gradient(${accent} 2px, transparent 2px), linear-gradient(90deg, ${accent} 2px, transparent 2px)`,
        backgroundSize: "20px 20px",
      };
    case "speckle":
      return {
        backgroundImage: `radial-gradient(${accent} 1px, transparent 1.6px), radial-gradient(${accent}99 1px, transparent 1.4px)`,
        backgroundSize: "9px 9px, 13px 13px",
      };
    case "concrete":
      return { backgroundImage: `radial-gradient(${accent}88 1px, transparent 2px)`, backgroundSize: "11px 11px" };
    case "brushed":
      return { backgroundImage: `repeating-linear-gradient(90deg, ${accent}99 0 1px, transparent 1px 4px)`, backgroundSize: "auto" };
  }
}

/** A picture of the finish drawn in CSS; decorative, the card names the material. */
export function FinishSwatch({ look }: { look: FinishLook }) {
  return (
    <span
      aria-hidden="true"
      data-testid="finish-swatch"
      data-pattern={look.pattern}
      className="block h-14 w-full rounded-xl border border-black/10 shadow-inner"
      style={{ backgroundColor: look.base, ...patternBackground(look) }}
    />
  );
}
