import { FirestoreServer } from "@firestore-emulator/server";

/**
 * The Node Firestore emulator (@firestore-emulator/server), used where the
 * official one cannot run. It runs in this process; see docs/local-stack.md
 * for the query subset it supports and tests/integration/queryContract.test.ts
 * for the proof that every query of the data layer stays inside it.
 */
export async function startNodeFirestore(port: number): Promise<{ stop(): void }> {
  const server = new FirestoreServer();
  await server.start(port);
  return { stop: () => server.stop() };
}
