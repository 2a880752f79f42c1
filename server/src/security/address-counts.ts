/** What one client address holds open at a time (connections, live streams), up to `max`. */
export class AddressCounts {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts one more for `address` and answers how to give it back; null when it already holds `max`. */
  take(address: string): (() => void) | null {
    const count = this.open.get(address) ?? 0;
    if (count >= this.max) return null;
    this.open.set(address, count + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    };
  }
}
