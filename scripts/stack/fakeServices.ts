import type { StackConfig } from "./config";

/**
 * Local fakes of the external services (streaming-service APIs) that the
 * functions reach through configurable base URLs. Started before the
 * emulators, so their URLs reach the functions' environment.
 */
export interface FakeServices {
  /** Variables pointing the service clients at the fakes. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startFakeServices(_config: StackConfig): Promise<FakeServices> {
  return { env: {}, stop: async () => {} };
}
