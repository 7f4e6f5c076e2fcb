/**
 * Whether what a store keeps beside the search engine (cards, facet names) is still current. The
 * change feed tells a store which tours changed; a refresh of the read model without the feed (a
 * bulk load, a catalogue indexed on first use) only moves the generation on, and then the store
 * forgets everything. A load that raced a change is used by its request but not kept.
 */
export function createKeptFreshness(generation: () => number) {
  let synced = generation()
  let changes = 0
  return {
    /** False once when the generation moved on without a change from the feed: forget all. */
    isCurrent(): boolean {
      if (generation() === synced) return true
      synced = generation()
      changes++
      return false
    },
    /**
     * A change from the feed is being applied. True when it is the read model's only step since
     * the store was last current (the feed's own step, taken by the index service's listener
     * before this one); false when another step came unannounced: then forget all.
     */
    changed(): boolean {
      changes++
      const current = generation()
      const onlyThisChange = current - synced <= 1
      synced = current
      return onlyThisChange
    },
    /** Taken before a load: what it loaded may be kept only while `unchangedSince` holds. */
    mark(): number {
      return changes
    },
    unchangedSince(mark: number): boolean {
      return changes === mark
    },
  }
}
