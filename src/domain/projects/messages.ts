// What the project routes and the planner's saving say; without the schemas of projects.ts, so the planner
// can say them without loading zod.
export const PROJECT_MESSAGES = {
  saved: "Project saved successfully",
  loginRequired: {
    title: "Login Required",
    description: "Please log in or create an account to save your project. Your design will be preserved.",
  },
  /** docs/product/accounts-and-commerce.md: "Failed to save project: {message}". */
  saveFailed: (message: string) => `Failed to save project: ${message}`,
  notFound: "No such project",
  paidCannotBeDeleted: "This project has a paid order, so it is kept: its documents stay available to you.",
  idempotencyKeyReused: "This Idempotency-Key already saved another plan: send a new key for a new project.",
} as const;

/**
 * The header a project's creation is sent with: one random key per save attempt, sent again on its retries,
 * so a retried save answers the project it created instead of making a second one.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
