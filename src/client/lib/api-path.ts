// A route's address from its contract (src/domain/*/*.contract.ts): the path written once, with each `:name`
// filled in, so a client call can never drift from the route the server registers.
import type { RouteContract } from "../../domain/common/api-contract";

export function apiPath(contract: Pick<RouteContract, "path">, params: Record<string, string | number>): string {
  return contract.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${contract.path}`);
    return encodeURIComponent(String(value));
  });
}
