import { describe, expect, it } from "vitest";
import { adminListQuerySchema, mailStatus } from "./admin-mail";

describe("a stored mail's status", () => {
  const smtp = { transport: "smtp", sentAt: null, failedAt: null, lastError: null };
  it("reads Sent, Waiting, Retrying and Failed from an SMTP mail's row", () => {
    expect(mailStatus(smtp)).toBe("queued");
    expect(mailStatus({ ...smtp, lastError: "timeout" })).toBe("retrying");
    expect(mailStatus({ ...smtp, lastError: "550", failedAt: new Date() })).toBe("failed");
    expect(mailStatus({ ...smtp, sentAt: new Date() })).toBe("sent");
  });

  it("keeps a mail written without a mail server in the local outbox", () => {
    expect(mailStatus({ ...smtp, transport: "outbox" })).toBe("kept");
  });
});

describe("the lists' paging", () => {
  it("defaults to page 1 of 20 rows and refuses a page size over 100", () => {
    expect(adminListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(adminListQuerySchema.parse({ page: "3", pageSize: "100" })).toEqual({ page: 3, pageSize: 100 });
    expect(adminListQuerySchema.safeParse({ pageSize: "101" }).success).toBe(false);
    expect(adminListQuerySchema.safeParse({ page: "0" }).success).toBe(false);
  });
});
