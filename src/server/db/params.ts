// The parameters of a statement written in parts (CTEs made by different modules): each value added
// answers its own `$n`, so no part has to know where its numbering starts.
export class Params {
  readonly values: unknown[] = [];

  /** `$n` for `v`, added as the next parameter. */
  readonly add = (v: unknown): string => {
    this.values.push(v);
    return `$${this.values.length}`;
  };
}
