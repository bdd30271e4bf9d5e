// The checkout feature's public module: what other features may use.
export { showPricingChange, usePricing } from "./api";
export { ServicePackages } from "./service-packages";
