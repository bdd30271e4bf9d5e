/** A schematic top view of an L-shaped island: what the planner produces, without invented prices. */
export function IslandSketch() {
  return (
    <svg
      role="img"
      aria-label="Top-view sketch of an L-shaped BBQ island with a grill, a sink, a refrigerator and drawers"
      viewBox="0 0 400 300"
      className="h-auto w-full"
    >
      <defs>
        <pattern id="grid" width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0V20" fill="none" className="stroke-stone-200" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="400" height="300" fill="url(#grid)" />
      {/* dimension lines */}
      <g className="stroke-stone-500 fill-stone-600" strokeWidth="1.5">
        <path d="M40 38H360M40 32v12M360 32v12" fill="none" />
        <path d="M18 60V270M12 60h12M12 270h12" fill="none" />
        <text x="200" y="30" textAnchor="middle" fontSize="13" stroke="none" fontWeight="600">
          L1 · 120"
        </text>
        <text x="12" y="170" textAnchor="middle" fontSize="13" stroke="none" fontWeight="600" transform="rotate(-90 12 170)">
          L2 · 84"
        </text>
      </g>
      {/* counter */}
      <path d="M40 60H360V132H112V270H40Z" className="fill-stone-300 stroke-stone-600" strokeWidth="2" />
      {/* grill */}
      <g>
        <rect x="132" y="68" width="96" height="56" rx="6" className="fill-stone-700" />
        <path d="M142 82h76M142 96h76M142 110h76" className="stroke-stone-400" strokeWidth="3" strokeLinecap="round" />
        <text x="180" y="150" textAnchor="middle" fontSize="12" className="fill-stone-700" fontWeight="600">
          Grill 36"
        </text>
      </g>
      {/* sink */}
      <g>
        <rect x="246" y="72" width="52" height="48" rx="8" className="fill-white stroke-stone-500" strokeWidth="2" />
        <circle cx="272" cy="96" r="4" className="fill-stone-500" />
        <text x="272" y="150" textAnchor="middle" fontSize="12" className="fill-stone-700" fontWeight="600">
          Sink
        </text>
      </g>
      {/* fridge */}
      <g>
        <rect x="310" y="68" width="42" height="56" rx="4" className="fill-ember-500" />
        <text x="331" y="150" textAnchor="middle" fontSize="12" className="fill-stone-700" fontWeight="600">
          Fridge
        </text>
      </g>
      {/* drawers on the short arm */}
      <g>
        <rect x="50" y="160" width="52" height="42" rx="4" className="fill-white stroke-stone-500" strokeWidth="2" />
        <path d="M62 174h28M62 188h28" className="stroke-stone-500" strokeWidth="2" strokeLinecap="round" />
        <rect x="50" y="214" width="52" height="42" rx="4" className="fill-white stroke-stone-500" strokeWidth="2" />
        <path d="M62 235h28" className="stroke-stone-500" strokeWidth="2" strokeLinecap="round" />
        <text x="124" y="214" fontSize="12" className="fill-stone-700" fontWeight="600">
          Drawers
        </text>
      </g>
      {/* flame accent on the grill */}
      <path
        d="M180 54c1.5 4 6 6.5 6 12a6 6 0 0 1-12 0c0-2.5 1.2-4.2 2.5-5.6.3 2 1.2 3.3 2.5 3.8-.8-3.6.2-7 1-10.2Z"
        className="fill-ember-500"
      />
    </svg>
  );
}
