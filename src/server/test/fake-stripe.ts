import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A checkout session as Stripe's API returns it (the fields the product reads). */
export type FakeSession = {
  id: string;
  object: "checkout.session";
  url: string;
  mode: "payment";
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  line_items: Array<{ name: string; unit_amount: number; quantity: number; currency: string }>;
};

/** Turns Stripe's form encoding (line_items[0][price_data][unit_amount]=4900) into nested objects. */
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node = root as Record<string, unknown>;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${randomBytes(6).toString("hex")}` });
  response.end(JSON.stringify(body));
}

/**
 * A local HTTP server that answers the two calls of Stripe's API the product makes (create and retrieve a
 * checkout session), so tests drive the real stripe SDK with its host, port and protocol options. Tests
 * change a session's state (paid, another amount...) as Stripe would after the customer's payment.
 */
export async function startFakeStripe(options: { validKey: string }) {
  const sessions = new Map<string, FakeSession>();
  const createRequests: Array<{ body: Record<string, unknown>; idempotencyKey: string | undefined }> = [];
  let retrieveCount = 0;

  const server = createServer(async (request, response) => {
    const auth = request.headers.authorization ?? "";
    if (auth !== `Bearer ${options.validKey}`) {
      return send(response, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****" },
      });
    }
    const url = new URL(request.url ?? "/", "http://localhost");
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const body = parseForm(await readBody(request));
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      createRequests.push({ body, idempotencyKey });
      const items = Object.values((body.line_items ?? {}) as Record<string, Record<string, unknown>>).map((item) => {
        const price = item.price_data as Record<string, unknown>;
        const product = price.product_data as Record<string, string>;
        return {
          name: product.name ?? "",
          unit_amount: Number(price.unit_amount),
          quantity: Number(item.quantity),
          currency: String(price.currency),
        };
      });
      const id = `cs_test_${randomBytes(12).toString("hex")}`;
      const session: FakeSession = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: "payment",
        status: "open",
        payment_status: "unpaid",
        amount_total: items.reduce((sum, i) => sum + i.unit_amount * i.quantity, 0),
        currency: items[0]?.currency ?? "usd",
        client_reference_id: (body.client_reference_id as string | undefined) ?? null,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        customer_email: (body.customer_email as string | undefined) ?? null,
        success_url: String(body.success_url),
        cancel_url: String(body.cancel_url),
        payment_intent: null,
        line_items: items,
      };
      sessions.set(id, session);
      return send(response, 200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && match) {
      retrieveCount += 1;
      const session = sessions.get(decodeURIComponent(match[1] ?? ""));
      if (!session) {
        return send(response, 404, {
          error: { type: "invalid_request_error", code: "resource_missing", message: "No such checkout.session" },
        });
      }
      return send(response, 200, session);
    }
    return send(response, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    createRequests,
    get retrieveCount() {
      return retrieveCount;
    },
    /** What Stripe does once the customer's card is charged. */
    pay(id: string, patch: Partial<FakeSession> = {}) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: `pi_${randomBytes(8).toString("hex")}` }, patch);
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
