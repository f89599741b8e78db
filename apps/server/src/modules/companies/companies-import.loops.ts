/**
 * The companies on a loop of parents, each above itself, in a graph of who is under whom (`above`:
 * each company's parents). Tarjan's strongly connected components, without recursion: a chain of
 * ten thousand companies must not overflow the stack. A company is on a loop when its component has
 * another company, or when it is its own parent.
 */
export function companiesOnLoops<K>(above: ReadonlyMap<K, readonly K[]>): Set<K> {
  const index = new Map<K, number>();
  const low = new Map<K, number>();
  const stack: K[] = [];
  const onStack = new Set<K>();
  const onLoops = new Set<K>();
  const visit = (node: K) => {
    index.set(node, index.size);
    low.set(node, index.size - 1);
    stack.push(node);
    onStack.add(node);
  };
  for (const root of above.keys()) {
    if (index.has(root)) continue;
    visit(root);
    // Each frame: a company and how many of its parents were followed.
    const frames: [K, number][] = [[root, 0]];
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const [node, followed] = frame;
      const parents = above.get(node) ?? [];
      if (followed < parents.length) {
        frame[1]++;
        const parent = parents[followed]!;
        if (parent === node) onLoops.add(node);
        if (!index.has(parent)) {
          visit(parent);
          frames.push([parent, 0]);
        } else if (onStack.has(parent)) low.set(node, Math.min(low.get(node)!, index.get(parent)!));
        continue;
      }
      frames.pop();
      const below = frames[frames.length - 1];
      if (below) low.set(below[0], Math.min(low.get(below[0])!, low.get(node)!));
      if (low.get(node) !== index.get(node)) continue;
      const component: K[] = [];
      for (let taken: K | undefined; taken !== node; ) {
        taken = stack.pop()!;
        onStack.delete(taken);
        component.push(taken);
      }
      if (component.length > 1) for (const company of component) onLoops.add(company);
    }
  }
  return onLoops;
}
