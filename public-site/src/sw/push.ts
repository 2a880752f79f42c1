/**
 * Web push: shows the notifications the server sends for what a reader follows. Until push is built this
 * registers nothing, so the worker receives no push events.
 */
export function handlePush(sw: ServiceWorkerGlobalScope): void {
  void sw;
}
