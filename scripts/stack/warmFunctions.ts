/**
 * Starts the Functions emulator workers of `names` (callables) by calling
 * each once without a caller: the emulator starts a function's worker on
 * its first call (a new process loading the whole bundle, seconds on a busy
 * machine; docs/local-stack.md#function-workers), and the callable refuses
 * the anonymous call without touching data. Resolves with the seconds it
 * took; a call that fails is only logged, since the warm-up changes no
 * outcome, only when the first real call pays the start.
 */
export async function warmFunctions(functionsBase: string, names: readonly string[], log: (message: string) => void): Promise<number> {
  const started = performance.now();
  await Promise.all(
    names.map(async (name) => {
      try {
        const response = await fetch(`${functionsBase}/${name}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ data: {} }) });
        await response.arrayBuffer();
      } catch (error) {
        log(`warming ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
  return (performance.now() - started) / 1000;
}
