/** Firestore's ALREADY_EXISTS (gRPC 6): a create() whose document id is taken. */
export function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 6;
}
