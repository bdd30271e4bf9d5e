// Routes are registered from their contracts (src/domain/*/*.contract.ts): the contract names the full path,
// the routes live under the API's prefix.
import type { RouteContract } from "../domain/common/api-contract";

export const API_PREFIX = "/api";

/** The contract's path as registered inside the API's prefix: "/api/projects/:id" is "/projects/:id". */
export function routeUrl(contract: Pick<RouteContract, "path">): string {
  return contract.path.slice(API_PREFIX.length);
}
