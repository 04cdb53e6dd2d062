// Lays out the benchmark's graphs with elkjs (ELK layered, top to bottom) for `cargo xtask
// bench`. Reads {graphs: [{widths, height, edges}], repeats: [..]} as JSON on stdin; for each
// graph writes "graph MEDIAN_MS", then "n X Y W H" per node and "e FROM TO X Y X Y …" per edge
// (start point, bend points, end point of every section).
import ELK from 'elkjs/lib/elk.bundled.js';

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const input = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const elk = new ELK();
const out = [];
for (const [gi, g] of input.graphs.entries()) {
  const make = () => ({
    id: 'root',
    layoutOptions: { 'elk.algorithm': 'layered', 'elk.direction': 'DOWN' },
    children: g.widths.map((w, i) => ({ id: `n${i}`, width: w, height: g.height })),
    edges: g.edges.map(([u, v], i) => ({ id: `e${i}`, sources: [`n${u}`], targets: [`n${v}`] })),
  });
  const times = [];
  let result;
  for (let r = 0; r < (input.repeats[gi] ?? 1); r++) {
    const graph = make();
    const t0 = performance.now();
    result = await elk.layout(graph);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  out.push(`graph ${times[Math.floor(times.length / 2)]}`);
  for (const c of result.children) {
    out.push(`n ${c.id.slice(1)} ${c.x} ${c.y} ${c.width} ${c.height}`);
  }
  for (const e of result.edges) {
    const pts = [];
    for (const s of e.sections ?? []) {
      pts.push(s.startPoint, ...(s.bendPoints ?? []), s.endPoint);
    }
    const u = e.sources[0].slice(1);
    const v = e.targets[0].slice(1);
    out.push(`e ${u} ${v} ${pts.map((p) => `${p.x} ${p.y}`).join(' ')}`);
  }
}
process.stdout.write(out.join('\n') + '\n');
