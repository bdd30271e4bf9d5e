// The state-specific contract terms the Statement of Work prints for the property's state
// (docs/product/statement-of-work.md section 4). One row per state whose home-improvement rules the product
// knows, each with its statute references; every other state gets a generic sentence and never another
// state's law. California comes first: the product's company is in Sacramento.

/** The cap on the deposit a contractor may take before work starts. */
export interface DepositCap {
  /** Percent of the contract price. */
  percent: number;
  /** A dollar ceiling; the deposit is the lesser of the two. Null when the percent alone caps it. */
  usd: number | null;
  /** Where the cap comes from: "California Business and Professions Code 7159". */
  statute: string;
}

export interface StateTerms {
  /** Two-letter code, as the owner's account stores it. */
  code: string;
  name: string;
  /** Null when the state sets no statutory cap on a home-improvement deposit. */
  depositCap: DepositCap | null;
  /** How the deposit is handled: the cap in words, or what the state requires instead of one. */
  deposit: string;
  /** The owner's right to cancel, with its statute. */
  rightToCancel: string;
  /** The mechanics' lien notice the contract must carry. */
  lienNotice: string;
  /** Who licenses the contractor, and the licence the contract names. */
  licence: string;
  /** A disputes, arbitration or recovery-fund notice the state requires; null when there is none. */
  disputes: string | null;
  /** Every statute the row cites, in the order of the fields above. */
  statutes: string[];
}

/** The states the product knows, California first. */
export const STATE_TERMS: readonly StateTerms[] = [
  {
    code: "CA",
    name: "California",
    depositCap: { percent: 10, usd: 1000, statute: "California Business and Professions Code 7159" },
    deposit:
      "The deposit may not exceed 10% of the contract price or $1,000, whichever is less (California Business and Professions Code 7159).",
    rightToCancel:
      "The owner may cancel within three business days of signing when the contract was solicited or signed at the home, with the notice of cancellation attached (California Civil Code 1689.5-1689.7; five business days for an owner 65 or older).",
    lienNotice:
      "The contract carries the Mechanics Lien Warning: anyone who helps improve the property and is not paid may record a lien against it, even when the owner has paid the contractor in full (California Business and Professions Code 7159; Civil Code 8000 and following).",
    licence:
      "The contractor holds a licence of the Contractors State License Board (CSLB) for the work (a B general building or the specialty classes it covers), written on the contract with its number; an owner may check it and file a complaint with the CSLB.",
    disputes:
      "An arbitration clause, if the contract has one, is set out as California Business and Professions Code 7191 requires; otherwise disputes go to the courts, and complaints about the contractor to the CSLB.",
    statutes: [
      "California Business and Professions Code 7159",
      "California Civil Code 1689.5-1689.7",
      "California Civil Code 8000",
      "California Business and Professions Code 7191",
    ],
  },
  {
    code: "TX",
    name: "Texas",
    depositCap: null,
    deposit: "Texas sets no statutory cap on a home-improvement deposit; the deposit is the one agreed in the contract.",
    rightToCancel:
      "The owner may cancel within three business days when the contract was solicited and signed at the home (Texas Business and Commerce Code chapter 601); work on a homestead financed by a lien also carries the rescission period of the Texas Constitution, article XVI, section 50.",
    lienNotice:
      "Before the contract is signed the contractor delivers the residential disclosure statement of Texas Property Code 53.255, including the owner's duty to retain 10% of each payment until 30 days after final completion; a contract for improvements to a homestead carries the \"IMPORTANT NOTICE\" of Texas Property Code 41.007.",
    licence:
      "Texas licenses no general contractor; the electrical and plumbing work is done under licences of the Texas Department of Licensing and Regulation and the Texas State Board of Plumbing Examiners, written on the contract.",
    disputes:
      "A binding-arbitration clause in a contract for improvements to a homestead is printed conspicuously in bold type of at least 10 points, or it does not bind the owner (Texas Property Code 41.007(c)).",
    statutes: [
      "Texas Business and Commerce Code chapter 601",
      "Texas Property Code 53.255",
      "Texas Property Code 41.007",
    ],
  },
  {
    code: "FL",
    name: "Florida",
    depositCap: null,
    deposit:
      "Florida sets no dollar cap; a contractor who takes more than 10% of the price as a deposit applies for the permits within 30 days and starts work within 90 days of the permit (Florida Statutes 489.126).",
    rightToCancel:
      "The owner may cancel within three business days when the sale was made at the home (Florida Statutes 501.021-501.055, home solicitation sales).",
    lienNotice:
      "A contract over $2,500 carries the construction lien notice of Florida Statutes 713.015, in capitals and bold type, signed and dated by the owner.",
    licence:
      "The contractor holds a licence of the Florida Construction Industry Licensing Board (certified or registered), written on the contract with its number.",
    disputes:
      "A contract over $2,500 carries the notice of the Florida Homeowners' Construction Recovery Fund with the Construction Industry Licensing Board's address and telephone number (Florida Statutes 489.1425).",
    statutes: [
      "Florida Statutes 489.126",
      "Florida Statutes 501.021-501.055",
      "Florida Statutes 713.015",
      "Florida Statutes 489.1425",
    ],
  },
  {
    code: "NY",
    name: "New York",
    depositCap: null,
    deposit:
      "New York sets no cap; every payment received before substantial completion is held in an escrow account in a New York bank, or secured by a bond, and the owner is told where (New York General Business Law 771-a; Lien Law article 3-A).",
    rightToCancel:
      "The owner may cancel within three business days when the contract was made at the home, with the notice of cancellation on the contract (New York General Business Law 771 and Personal Property Law 428).",
    lienNotice:
      "The contract carries the mechanic's lien notice of New York General Business Law 771(1)(d) in bold type.",
    licence:
      "New York licenses home-improvement contractors locally (New York City, Nassau, Suffolk, Westchester and other counties); the contract gives the contractor's licence number where the locality requires one.",
    disputes: null,
    statutes: [
      "New York General Business Law 771-a",
      "New York General Business Law 771",
      "New York Personal Property Law 428",
    ],
  },
];

const US_STATE_NAMES: Record<string, string> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado", CT: "Connecticut",
  DE: "Delaware", FL: "Florida", GA: "Georgia", HI: "Hawaii", ID: "Idaho", IL: "Illinois", IN: "Indiana", IA: "Iowa",
  KS: "Kansas", KY: "Kentucky", LA: "Louisiana", ME: "Maine", MD: "Maryland", MA: "Massachusetts", MI: "Michigan",
  MN: "Minnesota", MS: "Mississippi", MO: "Missouri", MT: "Montana", NE: "Nebraska", NV: "Nevada",
  NH: "New Hampshire", NJ: "New Jersey", NM: "New Mexico", NY: "New York", NC: "North Carolina",
  ND: "North Dakota", OH: "Ohio", OK: "Oklahoma", OR: "Oregon", PA: "Pennsylvania", RI: "Rhode Island",
  SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas", UT: "Utah", VT: "Vermont",
  VA: "Virginia", WA: "Washington", WV: "West Virginia", WI: "Wisconsin", WY: "Wyoming",
};

/** The state's name for a two-letter code; the text itself when it is no code; null when nothing is given. */
export function stateName(state: string): string | null {
  const s = state.trim();
  if (s === "") return null;
  return US_STATE_NAMES[s.toUpperCase()] ?? s;
}

/** The row of the property's state, or null when the product does not know that state's terms. */
export function stateTerms(state: string): StateTerms | null {
  const s = state.trim().toUpperCase();
  return STATE_TERMS.find((t) => t.code === s || t.name.toUpperCase() === s) ?? null;
}

/** What the SOW says for a state the product does not know (or when no state is given). */
export function genericStateTerms(state: string): string {
  const name = stateName(state);
  const law = name ? `the law of ${name}` : "the law of the property's state";
  return (
    `Deposit and cancellation rights, the lien notice and any licence or disputes notice follow ${law}; ` +
    "ask your contractor which apply and have them written into the contract. The deposit is no more than 10% of the price unless agreed."
  );
}

/** The largest deposit the state allows on a price, in whole dollars; the price itself when it sets no cap. */
export function maxDepositUsd(terms: StateTerms | null, priceUsd: number): number {
  const cap = terms?.depositCap;
  if (!cap) return Math.floor(priceUsd);
  const byPercent = (priceUsd * cap.percent) / 100;
  return Math.floor(cap.usd === null ? byPercent : Math.min(byPercent, cap.usd));
}
