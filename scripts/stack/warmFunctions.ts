/** Workers started at once: each is a Node process loading the whole bundle, and the machine has few cores. */
export const WARM_AT_ONCE = 2;

/**
 * Starts the Functions emulator workers of `names` (callables) by calling
 * each once without a caller: the emulator starts a function's worker on
 * its first call (a new process loading the whole bundle, seconds on a busy
 * machine; docs/local-stack.md#function-workers), and the callable refuses
 * the anonymous call without touching data. At most `atOnce` start
 * together: twenty loading at once on two cores at a load of 50 each missed
 * the emulator's 120-second load limit. Resolves with the seconds it took;
 * a call that fails is only logged, since the warm-up changes no outcome,
 * only when the first real call pays the start.
 */
export async function warmFunctions(
  functionsBase: string,
  names: readonly string[],
  log: (message: string) => void,
  atOnce = WARM_AT_ONCE,
): Promise<number> {
  const started = performance.now();
  const queue = [...names];
  const warmNext = async (): Promise<void> => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      try {
        const response = await fetch(`${functionsBase}/${name}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ data: {} }),
        });
        await response.arrayBuffer();
      } catch (error) {
        log(`warming ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, atOnce) }, warmNext));
  return (performance.now() - started) / 1000;
}
