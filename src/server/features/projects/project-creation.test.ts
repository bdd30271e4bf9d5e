import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_MESSAGES } from "../../../domain/projects/messages";
import { projects } from "../../db/schema";
import { workedExample } from "../../test/plans";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/sessions";
import { signUpThroughApi } from "../../test/accounts";

describe("creating a project with an Idempotency-Key", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function newUser() {
    const u = await signUpThroughApi(t.app);
    return { id: u.user.id, cookies: { [SESSION_COOKIE]: u.token } };
  }

  const create = (cookies: Record<string, string>, key: string | undefined, payload: object = workedExample()) =>
    t.app.inject({
      method: "POST",
      url: "/api/projects",
      payload,
      cookies,
      headers: key === undefined ? {} : { "Idempotency-Key": key },
    });

  const projectsOf = async (userId: number) => t.database.db.select().from(projects).where(eq(projects.userId, userId));

  it("answers a repeated key with the project it created, never a second one", async () => {
    const user = await newUser();
    const key = randomUUID();
    const first = await create(user.cookies, key);
    expect(first.statusCode).toBe(201);
    const retry = await create(user.cookies, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await projectsOf(user.id)).toHaveLength(1);
    // a new save attempt, a new key: a new project
    expect((await create(user.cookies, randomUUID())).statusCode).toBe(201);
    expect(await projectsOf(user.id)).toHaveLength(2);
  });

  it("refuses a key sent again with another plan, naming the header", async () => {
    const user = await newUser();
    const key = randomUUID();
    expect((await create(user.cookies, key)).statusCode).toBe(201);
    const other = await create(user.cookies, key, { ...workedExample(), name: "Another island" });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe(PROJECT_MESSAGES.idempotencyKeyReused);
    expect(other.json().issues).toEqual([{ path: "idempotency-key", message: PROJECT_MESSAGES.idempotencyKeyReused }]);
    expect(await projectsOf(user.id)).toHaveLength(1);
  });

  it("keeps keys per user, refuses a malformed key naming the header, and creates as before without one", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const key = randomUUID();
    const mine = await create(a.cookies, key);
    const theirs = await create(b.cookies, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    const bad = await create(a.cookies, "short key!");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe("idempotency-key");
    expect((await create(b.cookies, undefined)).statusCode).toBe(201);
    expect((await create(b.cookies, undefined)).statusCode).toBe(201);
    expect(await projectsOf(b.id)).toHaveLength(3);
  });

  it("creates one project for requests with the same key sent at the same time", async () => {
    const user = await newUser();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(user.cookies, key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await projectsOf(user.id)).toHaveLength(1);
  });
});
