/**
 * Work a route does after its answer (a sign-up's or a password reset's mail, so neither the answer's
 * words nor its time tell whether an address has an account; a send's retry of older mail). Each task
 * is kept until it ends: closing the app waits for them (no mail half-written when the database
 * closes), and `idle()` says when none runs (tests wait for it instead of sleeping).
 *   context.afterAnswer.run(() => sendIfKnown(address), (error) => log.warn(...))
 */
export class AfterAnswer {
  private readonly running = new Set<Promise<void>>()

  /** Starts `task` once the current answer has been sent (setImmediate); `failed` hears its error. */
  run(task: () => Promise<unknown>, failed: (error: Error) => void): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => undefined,
        (error: Error) => failed(error),
      )
      .finally(() => this.running.delete(done))
    this.running.add(done)
  }

  get size(): number {
    return this.running.size
  }

  /** Resolves once no task runs, including those the running ones start. */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all(this.running)
  }
}
